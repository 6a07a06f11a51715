// A stand-in for clamd on loopback, speaking the part of its protocol the site uses: PING, and
// INSTREAM (z- or n-prefixed) answered "stream: Eicar-Test-Signature FOUND" when the EICAR test
// string is anywhere in the stream, else "stream: OK". It keeps only a window of the stream, so
// a test may send large files through it.
import { type AddressInfo, createServer, type Socket } from "node:net";

/** The antivirus test file's text: harmless, and found by every scanner. */
export const EICAR = String.raw`X5O!P%@AP[4\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*`;

export interface TestClamd {
  url: string;
  /** Streams scanned so far, and the bytes in them. */
  scans: Array<{ bytes: number; found: boolean }>;
  stop(): Promise<void>;
}

export async function startTestClamd(opts: { answer?: string } = {}): Promise<TestClamd> {
  const scans: TestClamd["scans"] = [];
  const marker = Buffer.from(EICAR, "latin1");
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let pending = Buffer.alloc(0);
    let command: string | null = null;
    let terminator = "\0";
    let window = Buffer.alloc(0);
    let bytes = 0;
    let found = false;

    const answer = (text: string) => {
      socket.end(`${text}${terminator}`);
    };

    socket.on("data", (data: Buffer) => {
      pending = Buffer.concat([pending, data]);
      if (command === null) {
        const end = pending.findIndex((b) => b === 0 || b === 0x0a);
        if (end === -1) return;
        const raw = pending.subarray(0, end).toString("latin1");
        pending = pending.subarray(end + 1);
        terminator = raw.startsWith("n") ? "\n" : "\0";
        command = raw.replace(/^[zn]/, "");
        if (command === "PING") return answer("PONG");
        if (command !== "INSTREAM") return answer("UNKNOWN COMMAND");
      }
      // Chunks: a 4-byte big-endian length, then that many bytes; a zero length ends the stream.
      while (pending.length >= 4) {
        const length = pending.readUInt32BE(0);
        if (length === 0) {
          scans.push({ bytes, found });
          pending = Buffer.alloc(0);
          return answer(opts.answer ?? (found ? "stream: Eicar-Test-Signature FOUND" : "stream: OK"));
        }
        if (pending.length < 4 + length) return;
        const chunk = pending.subarray(4, 4 + length);
        pending = pending.subarray(4 + length);
        bytes += chunk.length;
        window = Buffer.concat([window, chunk]);
        if (!found && window.includes(marker)) found = true;
        window = window.subarray(Math.max(0, window.length - marker.length));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `tcp://127.0.0.1:${port}`,
    scans,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
