// The backup file's container: a gzipped POSIX tar (any `tar -xzf` opens it) holding the
// manifest, PGlite's own dump and the media, written and read with the `tar` package as
// streams, so media pass through one chunk at a time whatever their total size. The reader
// keeps the checks the hand-written one had: only regular files under media/, no absolute
// path, no `..`, no link of either kind, no damaged header, no archive cut short.
import { closeSync, createReadStream, createWriteStream, mkdirSync, openSync, readSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { create, Parser, type ReadEntry } from "tar";

/** A file inside the archive, relative to the folder it is extracted to. */
export const MEDIA_PREFIX = "media/";

/** PGlite is a 32-bit WebAssembly build: a dump it could not hold in memory cannot be restored. */
export const MAX_DATABASE_BYTES = 4 * 1024 ** 3;

export interface ArchiveInput {
  /** Entries held in memory (the manifest, the database dump), in this order, first. */
  files: { name: string; body: Buffer }[];
  /** Files under `mediaDir` (relative, with forward slashes), stored as `media/<name>`. */
  mediaDir: string;
  media: string[];
}

/**
 * Writes the archive to `file`. The in-memory entries are set down in a working folder
 * beside it, with a link to the media folder, so the `tar` package reads everything from
 * disk under the names the archive keeps; the folder is removed afterwards.
 */
export async function writeArchive(file: string, input: ArchiveInput): Promise<void> {
  const work = `${file}.parts`;
  rmSync(work, { recursive: true, force: true });
  // A backup holds every patient's details: readable by this user only, while it is written too.
  mkdirSync(work, { recursive: true, mode: 0o700 });
  rmSync(file, { force: true });
  closeSync(openSync(file, "wx", 0o600));
  try {
    for (const { name, body } of input.files) writeFileSync(path.join(work, name), body);
    if (input.media.length > 0) symlinkSync(path.resolve(input.mediaDir), path.join(work, MEDIA_PREFIX.slice(0, -1)), "dir");
    await create(
      {
        file,
        cwd: work,
        gzip: true,
        // uid, gid and owner names of this machine mean nothing where the backup is restored.
        portable: true,
        // A hard-linked media file is stored as itself, never as a link the reader refuses.
        linkCache: new NoLinks(),
      },
      [...input.files.map((f) => f.name), ...input.media.map((name) => `${MEDIA_PREFIX}${name}`)],
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Never remembers a file, so none is ever written as a hard link to an earlier one. */
export class NoLinks extends Map<`${number}:${number}`, string> {
  override set(): this {
    return this;
  }
}

/** True when the file starts with gzip's magic bytes. */
export function isGzipFile(file: string): boolean {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

/**
 * A relative path that stays inside the folder it is extracted to: no absolute path, no
 * `..` or empty segment, no backslash or NUL. Null for anything else.
 */
export function safeRelativePath(name: string): string | null {
  if (!name || name.startsWith("/") || /[\\\0]/.test(name)) return null;
  const parts = name.split("/");
  if (parts.some((p) => p === "" || p === "." || p === "..")) return null;
  return parts.join("/");
}

/** A media entry's name inside the media folder, or a reason it cannot be restored. */
export function mediaName(entry: Pick<ReadEntry, "path" | "type">): string {
  const name = safeRelativePath(entry.path.slice(MEDIA_PREFIX.length));
  // "OldFile" is a regular file whose type flag is NUL, as very old tar programs wrote.
  if (!name || (entry.type !== "File" && entry.type !== "OldFile")) {
    throw new Error(`it holds an entry that cannot be restored safely (${entry.path})`);
  }
  return name;
}

export interface ScanHandlers {
  /** The first entry's name; return false to stop reading there (an older kind of backup). */
  first?: (name: string) => boolean;
  /** Called for every entry in turn; `keep` reads its whole body (up to `max` bytes), else it is skipped. */
  entry: (entry: ReadEntry, keep: (max: number, what: string) => Promise<Buffer>) => Promise<void> | void;
}

/**
 * Reads a gzipped tar from start to end as a stream, handing each entry to `handlers` in
 * order. Strict: a damaged header, a truncated archive, a compression ratio past the `tar`
 * package's limit or an error from a handler rejects.
 */
export async function scanArchive(file: string | Readable, handlers: ScanHandlers): Promise<void> {
  const source = typeof file === "string" ? createReadStream(file) : file;
  const parser = new Parser({ strict: true });
  let first = true;
  let stopped = false;
  let failure: unknown = null;
  let queue: Promise<void> = Promise.resolve();
  /** The entry a handler is reading, if any. */
  let reading: ReadEntry | null = null;

  const done = new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      failure ??= error;
      const reason = failure instanceof Error ? failure : new Error(String(failure));
      source.destroy();
      // The entry being read ends with the failure too: a handler streaming it (a table's rows
      // into PostgreSQL's COPY) would otherwise wait for the rest of it for ever, and the COPY
      // with it (a damaged PostgreSQL backup hung its restore).
      reading?.destroy(reason);
      reject(reason);
    };
    parser.on("entry", (entry: ReadEntry) => {
      if (stopped || failure) return entry.resume();
      if (first) {
        first = false;
        if (handlers.first && !handlers.first(entry.path)) {
          stopped = true;
          entry.resume();
          source.destroy();
          return resolve();
        }
      }
      const keep = (max: number, what: string) => collect(entry, max, what);
      // Entries arrive one after another; the parser waits while this one's body is unread.
      queue = queue.then(async () => {
        if (failure) return void entry.resume();
        reading = entry;
        try {
          await handlers.entry(entry, keep);
        } finally {
          reading = null;
        }
        if (!entry.emittedEnd) entry.resume();
      });
      queue.catch(fail);
    });
    // The parser's own errors (bad header, cut short, not gzip inside) all mean a damaged file.
    parser.on("error", (error: Error) => fail(new Error(`it is damaged (${error.message})`)));
    // The source's own errors (a file that cannot be read, a chunk that fails decryption) as they are.
    source.on("error", fail);
    parser.on("end", () => void queue.then(() => (failure ? undefined : resolve()), fail));
  });
  source.pipe(parser);
  await done;
}

/** An entry's whole body, refused past `max` bytes (checked against the header before reading). */
function collect(entry: ReadEntry, max: number, what: string): Promise<Buffer> {
  if (entry.size > max) return Promise.reject(new Error(`its ${what} is larger than this version can restore`));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    entry.on("data", (chunk: Buffer) => chunks.push(chunk));
    entry.on("end", () => resolve(Buffer.concat(chunks)));
    entry.on("error", reject);
  });
}

/** Writes one entry's body to `target`, streaming. */
export async function extractTo(entry: ReadEntry, target: string): Promise<void> {
  mkdirSync(path.dirname(target), { recursive: true });
  await pipeline(entry, createWriteStream(target, { flags: "wx" }));
}
