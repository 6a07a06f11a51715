import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "~/components/nonce";
import { loggedUrl } from "~/lib/logged-url";
import { requestContext, servicesContext } from "~/server/context.server";
import { deferHydrationInBytes } from "~/server/document-bytes.server";

/**
 * An error React Router caught in a loader, an action or a render (issue 43 item 5): one
 * structured line with the request's id (also in the answer's X-Request-Id) and the URL as the
 * request log writes it (no patient data, decision 066). A request the client abandoned, and
 * the 4xx answers routes throw on purpose, are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const url = new URL(request.url);
  const fields = { err: error, method: request.method, url: loggedUrl(`${url.pathname}${url.search}`) };
  try {
    const { log } = context.get(servicesContext);
    log.error({ ...fields, reqId: context.get(requestContext).requestId }, "server error");
  } catch {
    // A context without the app's services (a test harness): say it all the same.
    console.error(error);
  }
};

export const streamTimeout = 5_000;

/**
 * Every document is rendered whole before it is sent: loaders have all resolved by now and
 * no page suspends on the server, so streaming would gain nothing, while a complete document
 * lets an error anywhere turn the status into 500 (never a stored broken page in the page
 * cache) and lets the start-up scripts wait for the page's load event (deferHydration).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // Bytes, never the document as a string: undici checks a string body for lone
            // surrogates and encodes it again (2 ms of CPU for a 200 KB staff page).
            const html = deferHydrationInBytes(Buffer.concat(chunks));
            // Handed over as a stream of that one Buffer: a Buffer given to Response is copied
            // whole first (undici's extractBody: ~2 ms of a 240 KB inbox page's ~35).
            const stream = new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(html);
                controller.close();
              },
            });
            resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on("error", reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, onShellError rejects and React Router reports it.
          if (shellRendered) handleError(error, { request, context: loadContext, params: {} });
        },
      },
    );
  });
}
