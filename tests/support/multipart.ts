// A multipart/form-data request whose body is made as it is read: a test can send ten files of
// 10 MB without holding 100 MB (the case desk's uploads, docs/decisions/095).
import { randomBytes } from "node:crypto";

export type Part =
  | { field: string; value: string }
  | { field: string; filename: string; contentType?: string; content: Uint8Array | (() => AsyncIterable<Uint8Array>) };

export interface MultipartOptions {
  /** Sent as Content-Length when given (a browser always sends one). */
  contentLength?: number | "computed";
  /** Ends the body with this error once this many bytes have been sent (a client gone midway). */
  failAfterBytes?: number;
}

const encoder = new TextEncoder();

export function multipartRequest(url: string, parts: Part[], opts: MultipartOptions = {}): Request {
  const boundary = `----samudra${randomBytes(8).toString("hex")}`;
  async function* chunks(): AsyncGenerator<Uint8Array> {
    for (const part of parts) {
      if ("value" in part) {
        yield encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`);
        continue;
      }
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? "application/octet-stream"}\r\n\r\n`,
      );
      if (typeof part.content === "function") yield* part.content();
      else yield part.content;
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  let sent = 0;
  const source = chunks();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) return controller.close();
      sent += next.value.byteLength;
      if (opts.failAfterBytes !== undefined && sent > opts.failAfterBytes) return controller.error(new Error("aborted"));
      controller.enqueue(next.value);
    },
  });
  const headers = new Headers({ "Content-Type": `multipart/form-data; boundary=${boundary}` });
  if (typeof opts.contentLength === "number") headers.set("Content-Length", String(opts.contentLength));
  return new Request(url, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

/** `total` bytes of a PDF, made 1 MB at a time. */
export function generatedPdf(total: number): () => AsyncIterable<Uint8Array> {
  return async function* () {
    const block = randomBytes(1024 * 1024);
    Buffer.from("%PDF-1.7\n", "latin1").copy(block);
    for (let sent = 0; sent < total; sent += block.length) yield block.subarray(0, Math.min(block.length, total - sent));
  };
}
