// The little of the tar format (POSIX ustar, regular files only) that a backup needs: the
// database dump and the uploaded images in one file that any `tar -xzf` can also open.
// Written as a stream of chunks so media are read one file at a time.

const BLOCK = 512;
/** ustar keeps a name in 100 bytes, or 155 + 100 split at a slash. */
const NAME_MAX = 100;
const PREFIX_MAX = 155;

export interface TarFile {
  name: string;
  /** Read when the entry is written, so a large folder is never all in memory. */
  body: Buffer | (() => Buffer);
  mtime?: Date;
}

function writeString(block: Buffer, offset: number, length: number, value: string) {
  const bytes = Buffer.from(value, "utf8");
  if (bytes.length > length) throw new Error(`tar: "${value}" is longer than ${length} bytes`);
  bytes.copy(block, offset);
}

function writeOctal(block: Buffer, offset: number, length: number, value: number) {
  writeString(block, offset, length, `${value.toString(8).padStart(length - 1, "0")}\0`);
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= NAME_MAX) return { prefix: "", base: name };
  for (let i = name.indexOf("/"); i !== -1; i = name.indexOf("/", i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= PREFIX_MAX && Buffer.byteLength(base) <= NAME_MAX && base) return { prefix, base };
  }
  throw new Error(`tar: the name "${name}" is too long`);
}

/** One 512-byte ustar header for a regular file. */
export function tarHeader(name: string, size: number, mtime = new Date(0)): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  writeString(block, 0, NAME_MAX, base);
  writeOctal(block, 100, 8, 0o644);
  writeOctal(block, 108, 8, 0);
  writeOctal(block, 116, 8, 0);
  writeOctal(block, 124, 12, size);
  writeOctal(block, 136, 12, Math.floor(mtime.getTime() / 1000));
  block.fill(" ", 148, 156); // the checksum counts its own field as spaces
  block[156] = "0".charCodeAt(0);
  writeString(block, 257, 6, "ustar\0");
  writeString(block, 263, 2, "00");
  writeString(block, 345, PREFIX_MAX, prefix);
  let sum = 0;
  for (const byte of block) sum += byte;
  writeString(block, 148, 8, `${sum.toString(8).padStart(6, "0")}\0 `);
  return block;
}

/** The archive as chunks: each header, body and padding, then the two empty end blocks. */
export function* tarChunks(files: Iterable<TarFile>): Generator<Buffer> {
  for (const file of files) {
    const body = typeof file.body === "function" ? file.body() : file.body;
    yield tarHeader(file.name, body.length, file.mtime);
    yield body;
    const pad = (BLOCK - (body.length % BLOCK)) % BLOCK;
    if (pad > 0) yield Buffer.alloc(pad);
  }
  yield Buffer.alloc(BLOCK * 2);
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString("utf8");
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  return text === "" ? 0 : Number.parseInt(text, 8);
}

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum === readOctal(block, 148, 8);
}

export interface TarEntry {
  name: string;
  /** "0" is a regular file (an old-style "\0" flag reads as "0"); anything else (folders, links, pax headers) is kept as is. */
  type: string;
  body: Buffer;
}

/** The entries of an uncompressed archive; throws on a damaged header. */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; offset + BLOCK <= archive.length; ) {
    const block = archive.subarray(offset, offset + BLOCK);
    if (block.every((b) => b === 0)) break;
    if (!checksumOk(block)) throw new Error(`tar: damaged header at byte ${offset}`);
    const prefix = readString(block, 345, PREFIX_MAX);
    const base = readString(block, 0, NAME_MAX);
    const size = readOctal(block, 124, 12);
    const start = offset + BLOCK;
    if (start + size > archive.length) throw new Error(`tar: "${base}" runs past the end of the archive`);
    entries.push({
      name: prefix ? `${prefix}/${base}` : base,
      type: String.fromCharCode(block[156] || 0x30),
      body: archive.subarray(start, start + size),
    });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/** The name of the first entry, or null when `archive` does not start with a tar header. */
export function firstEntryName(archive: Buffer): string | null {
  if (archive.length < BLOCK) return null;
  const block = archive.subarray(0, BLOCK);
  if (block.every((b) => b === 0) || !checksumOk(block)) return null;
  const prefix = readString(block, 345, PREFIX_MAX);
  const base = readString(block, 0, NAME_MAX);
  return prefix ? `${prefix}/${base}` : base;
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
