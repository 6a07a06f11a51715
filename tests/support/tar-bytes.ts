import { Header, types } from "tar";

export interface RawEntry {
  name: string;
  body?: Buffer;
  type?: types.EntryTypeName;
  linkpath?: string;
}

/**
 * An uncompressed tar built entry by entry, headers encoded by the `tar` package: how a test
 * makes an archive the backup writer never would (names with `..`, links, …).
 */
export function tarBytes(entries: RawEntry[]): Buffer {
  const parts: Buffer[] = [];
  for (const { name, body = Buffer.alloc(0), type = "File", linkpath } of entries) {
    const block = Buffer.alloc(512);
    new Header({ path: name, type, linkpath, mode: 0o644, uid: 0, gid: 0, size: body.length, mtime: new Date(0) }).encode(block, 0);
    parts.push(block, body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  parts.push(Buffer.alloc(1024));
  return Buffer.concat(parts);
}
