// Optional virus scanning of patients' files with ClamAV (issue 48 item 2; docs/decisions/095):
// clamd's INSTREAM command over TCP, fed as the upload arrives, so the verdict is there as soon
// as the last byte is. Written here rather than taken from npm: the protocol is a command, chunks
// each led by their length, and one line back; the one popular package (clamscan) also looks
// for local binaries and config files at start and reports a stream's errors in ways that are
// easy to miss, where this must fail closed.
//
//   → "zINSTREAM\0", then <length: 4 bytes, big-endian><bytes> ..., then 4 zero bytes
//   ← "stream: OK\0" | "stream: <signature> FOUND\0" | "<reason> ERROR\0"
import { connect, type Socket } from "node:net";
import { DocumentRefusedError } from "./documents.server";

/** Said to the patient (the upload fails as a whole, nothing kept) and in the log. */
export const SCANNER_UNAVAILABLE = "the virus scanner could not be reached; please try again";

/** The scanner was configured but gave no verdict: the file is not stored (fail closed). */
export class ScannerUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super(SCANNER_UNAVAILABLE, options);
    this.name = "ScannerUnavailableError";
  }
}

export interface ClamdAddress {
  host: string;
  port: number;
}

/** tcp://host:port, or null when it is not one. */
export function parseClamdUrl(text: string): ClamdAddress | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const port = Number(url.port);
  if (url.protocol !== "tcp:" || !url.hostname || !Number.isInteger(port) || port < 1 || port > 65535) return null;
  if (url.pathname && url.pathname !== "/") return null;
  return { host: url.hostname.replace(/^\[(.*)\]$/, "$1"), port };
}

/** One file's scan: bytes in as they arrive, the verdict at the end. */
export interface ScanSession {
  /** Resolves once the scanner can take more (backpressure: memory stays flat). */
  write(chunk: Uint8Array): Promise<void>;
  /** Ends the stream and waits for the verdict: clean, or DocumentRefusedError("virus"), or ScannerUnavailableError. */
  finish(): Promise<"clean">;
  /** Drops the connection (the file was refused for another reason). */
  abort(): void;
}

export interface VirusScanner {
  start(): ScanSession;
  /** Throws ScannerUnavailableError when clamd does not answer PING. */
  ping(): Promise<void>;
}

// clamd's chunks; it reads up to StreamMaxLength in all (25 MB by default: above CASE_FILE_MAX_BYTES).
const CHUNK_BYTES = 64 * 1024;

export function createClamdScanner(address: ClamdAddress, opts: { timeoutMs?: number } = {}): VirusScanner {
  const timeoutMs = opts.timeoutMs ?? 30_000;

  const open = (): { socket: Socket; reply: Promise<string> } => {
    const socket = connect({ host: address.host, port: address.port });
    socket.setTimeout(timeoutMs);
    const reply = new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      socket.on("data", (data: Buffer) => {
        size += data.length;
        if (size <= 4096) chunks.push(data);
        const text = Buffer.concat(chunks).toString("utf8");
        const end = text.indexOf("\0");
        if (end !== -1) {
          resolve(text.slice(0, end));
          socket.end();
        }
      });
      socket.on("timeout", () => socket.destroy(new Error("clamd did not answer in time")));
      // An answer may already be in (clamd says "size limit exceeded" and hangs up mid-stream).
      socket.on("error", (error) => reject(new ScannerUnavailableError({ cause: error })));
      socket.on("close", () => {
        const text = Buffer.concat(chunks).toString("utf8").replace(/\0+$/, "");
        if (text) resolve(text);
        else reject(new ScannerUnavailableError({ cause: new Error("clamd closed the connection without an answer") }));
      });
    });
    reply.catch(() => undefined); // awaited by finish(); a session aborted early never asks
    return { socket, reply };
  };

  return {
    start(): ScanSession {
      const { socket, reply } = open();
      let failed: unknown = null;
      reply.catch((error: unknown) => (failed = error));
      const send = (bytes: Uint8Array) =>
        new Promise<void>((resolve, reject) => {
          if (failed) return reject(failed instanceof Error ? failed : new ScannerUnavailableError());
          if (socket.destroyed) return reject(new ScannerUnavailableError());
          if (socket.write(bytes)) return resolve();
          const done = () => {
            socket.off("drain", done);
            socket.off("close", done);
            if (socket.destroyed && socket.writableNeedDrain) reject(new ScannerUnavailableError());
            else resolve();
          };
          socket.once("drain", done);
          socket.once("close", done);
        });
      const lengthOf = (n: number) => {
        const b = Buffer.alloc(4);
        b.writeUInt32BE(n);
        return b;
      };
      let started = false;
      const begin = async () => {
        if (!started) {
          started = true;
          await send(Buffer.from("zINSTREAM\0", "latin1"));
        }
      };
      return {
        async write(chunk) {
          await begin();
          for (let at = 0; at < chunk.length; at += CHUNK_BYTES) {
            const part = chunk.subarray(at, at + CHUNK_BYTES);
            await send(Buffer.concat([lengthOf(part.length), part]));
          }
        },
        async finish() {
          try {
            await begin();
            await send(lengthOf(0));
          } catch {
            // The reply (or its failure) says why; a "size limit" answer arrives this way.
          }
          const answer = (await reply).trim();
          if (/^stream: OK$/.test(answer)) return "clean";
          if (/ FOUND$/.test(answer)) {
            // The signature's name is for the log, never the file's.
            const signature = answer.replace(/^stream: /, "").replace(/ FOUND$/, "");
            throw new DocumentRefusedError("virus", `the virus scanner found ${signature}`);
          }
          throw new ScannerUnavailableError({ cause: new Error(`clamd answered: ${answer.slice(0, 200)}`) });
        },
        abort() {
          socket.destroy();
        },
      };
    },
    async ping() {
      const { socket, reply } = open();
      socket.write("zPING\0");
      const answer = await reply;
      if (answer.trim() !== "PONG")
        throw new ScannerUnavailableError({ cause: new Error(`clamd answered PING with ${answer.slice(0, 100)}`) });
    },
  };
}
