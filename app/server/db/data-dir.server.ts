// DATA_DIR made (or found) and writable, or one message that says so and what to do: the raw
// "EACCES: permission denied, mkdir …" named neither the setting nor the way out. Under the
// systemd unit (deploy/systemd/samudra.service) the whole file system is read-only except the
// service's StateDirectory, so a DATA_DIR elsewhere fails with EROFS.
import { accessSync, constants, mkdirSync } from "node:fs";

export class DataDirError extends Error {}

const REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "not permitted",
  EROFS: "a read-only file system",
  ENOTDIR: "a file is in the way",
  EEXIST: "a file is in the way",
};

export function prepareDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    const reason = REASONS[code];
    if (!reason) throw error;
    throw new DataDirError(
      `DATA_DIR ${dir} cannot be created or written by this user (${reason}, ${code}): set DATA_DIR to a folder the server's user owns (with the systemd unit, under /var/lib/samudra, the one place it may write; docs/deploy.md)`,
    );
  }
}
