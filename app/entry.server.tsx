import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { appOf, logger, paintBeforeHydration, requestOf } from "~/.server/platform";
import stylesheet from "./app.css?inline";
import { NonceContext } from "./nonce";
import { StylesheetContext } from "./stylesheet";

export const streamTimeout = 5_000;

/**
 * An error thrown by a loader, an action or a render: its stack goes to the log (with the request's
 * id, logger.ts), while the visitor sees the error page, which shows nothing of it in production.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logger().error({ err: error }, "erro ao atender a requisição");
};

/**
 * Holds the document until React has written all of it (it is rendered with onAllReady, so
 * this adds no wait) and passes it through `rewrite` once.
 */
function wholeDocument(rewrite: (html: string) => string): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      callback();
    },
    flush(callback) {
      callback(null, rewrite(Buffer.concat(chunks).toString("utf8")));
    },
  });
}

/**
 * Renders the whole document before sending it (onAllReady): every page's copy is in the
 * first byte of HTML, for visitors without JavaScript and for crawlers alike.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // HTML is never cached without asking again; staff responses are not even stored, and not
  // indexed (server/staff-no-store.ts, for every staff response: redirects and data too).
  responseHeaders.set("Cache-Control", "no-cache");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // For a public page rendered for the page cache, a one-off mark: the cache allows the scripts
  // carrying it by their hashes and removes it (server/page-cache.ts, decision 020).
  const nonce = requestOf(loadContext).cspNonce;
  const { paintFirst } = appOf(loadContext).env;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetContext.Provider value={stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          const html = wholeDocument(paintFirst ? paintBeforeHydration : (page) => page);
          body.on("error", (error) => html.destroy(error));
          body.pipe(html);
          resolve(
            new Response(createReadableStreamFromReadable(html), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger().error({ err: error }, "erro ao renderizar a página");
        },
      },
    );
  });
}
