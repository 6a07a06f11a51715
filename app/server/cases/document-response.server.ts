// A case's document as it leaves the site (issue 48 item 2; decision 095): always a download,
// never shown inline from the site's origin, never sniffed, cached or compressed on the way.
import { Readable } from "node:stream";
import { attachmentDisposition } from "~/lib/case-queue";

export function documentResponse(
  stream: Readable,
  file: { name: string; sizeBytes: number },
  headers: Record<string, string> = {},
): Response {
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      ...headers,
      "Content-Type": "application/octet-stream",
      "Content-Disposition": attachmentDisposition(file.name),
      "Content-Length": String(file.sizeBytes),
      "X-Content-Type-Options": "nosniff",
      // no-transform: the compression middleware leaves it as it is. A report is compressed
      // already; gzip only cost time (a 10 MB report took 1.3 s to come back, 0.2 s without).
      "Cache-Control": "no-store, no-transform",
      "Content-Security-Policy": "sandbox; default-src 'none'",
    },
  });
}
