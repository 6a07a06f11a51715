// PGlite has no lock of its own: two processes opening one data folder corrupt it. Every
// process that opens the embedded database (the server, user:create, db:backup, db:restore)
// therefore takes this lock file in DATA_DIR first and removes it when it closes.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE = "samudra.lock";

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${path.dirname(lockPath)} is in use by another process (pid ${pid}): ` +
        `stop it first. If no such process is running, delete ${lockPath}.`,
    );
  }
}

export interface DataDirLock {
  path: string;
  /** A lock left behind by a process that no longer runs (kill -9, crash), taken over. */
  staleFrom: number | null;
  release(): void;
}

/** The pid recorded in the lock file, or null when there is none (or it is unreadable). */
export function readLockPid(lockPath: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockPath, "utf8");
  } catch {
    return null;
  }
  const pid = Number(text.split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export function isRunning(pid: number): boolean {
  // A lock naming this very process is a leftover from an earlier run under the same pid
  // (a container's pid 1 after a restart): this process has not taken it yet.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Folders this process holds, so a second open within the same process is refused too. */
const held = new Set<string>();

/** Takes the lock on `dataDir` or throws DataDirLockedError naming the holder. */
export function acquireDataDirLock(dataDir: string, purpose: string): DataDirLock {
  const lockPath = path.resolve(dataDir, LOCK_FILE);
  if (held.has(lockPath)) throw new DataDirLockedError(lockPath, process.pid);
  let staleFrom: number | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      // "wx": created only if absent, so two starting processes cannot both win.
      fd = openSync(lockPath, "wx", 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = readLockPid(lockPath);
      if (pid !== null && isRunning(pid)) throw new DataDirLockedError(lockPath, pid);
      staleFrom = pid ?? 0;
      try {
        unlinkSync(lockPath);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== "ENOENT") throw unlinkError;
      }
      continue;
    }
    writeSync(fd, `${process.pid}\n${new Date().toISOString()}\n${purpose}\n`);
    closeSync(fd);
    held.add(lockPath);
    return {
      path: lockPath,
      staleFrom,
      release() {
        if (!held.delete(lockPath)) return;
        // Remove only our own lock (never one another process took after a stale break).
        if (readLockPid(lockPath) === process.pid) {
          try {
            unlinkSync(lockPath);
          } catch {
            // Already gone: nothing to release.
          }
        }
      },
    };
  }
  throw new Error(`Could not take the lock ${lockPath}: it keeps reappearing.`);
}
