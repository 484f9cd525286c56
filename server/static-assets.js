// The build's hashed files (/assets/…), apart from server.js so the request path stays readable.
// The build wrote each one also compressed, brotli at its best quality and gzip (vite.config.ts):
// sirv sends the smallest the browser accepts, with Content-Length and `Vary: Accept-Encoding`,
// instead of the compression middleware's quick brotli (quality 4, about 13% bigger) per request
// (decision 049). Hashed names never change content: cached for a year; the ETag (size and time,
// per encoding) still answers a reload's revalidation with a 304.
import sirv from "sirv";

const YEAR_IN_SECONDS = 31_536_000;

/**
 * A handler for `dir` (mounted at /assets). Files answer before helmet (server/app.ts): they get
 * nosniff here, so a browser never runs one as another type than its extension says.
 * @param {string} dir
 * @returns {import("express").RequestHandler}
 */
export function staticAssets(dir) {
  const serve = sirv(dir, {
    brotli: true,
    gzip: true,
    immutable: true,
    maxAge: YEAR_IN_SECONDS,
    etag: true,
    setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
  });
  return (req, res, next) => serve(req, res, holdStatusUntilFileOpens(res, next));
}

/**
 * sirv lists the folder once, at start, and writes the status line before it opens the file.
 * A file gone since then (a new build written over the folder of a running server) made the read
 * stream fail with no listener, and the error took the whole process down. So the status line
 * waits until the file is open: a file that will not open goes on to the next handler, as a file
 * that never existed does (404), and the process stays up. A read failing later, with the headers
 * out, ends that one response.
 * @param {import("node:http").ServerResponse} res
 * @param {() => void} next
 * @returns {() => void} what sirv calls for a path it has no file for: `next`, with `res` as it was
 */
function holdStatusUntilFileOpens(res, next) {
  const { writeHead, end } = res;
  /** @type {Parameters<typeof writeHead> | undefined} */
  let held;
  const restore = () => {
    res.writeHead = writeHead;
    res.end = end;
  };
  const release = () => {
    restore();
    if (held) writeHead.apply(res, held);
    held = undefined;
  };
  res.writeHead = (...args) => {
    held = args;
    return res;
  };
  // Answers without a file (304, 416) end at once: their status line goes out first.
  res.end = (...args) => {
    release();
    return end.apply(res, args);
  };
  /** @param {import("node:fs").ReadStream} file */
  const watchFile = (file) => {
    file.once("open", release);
    file.once("error", (error) => {
      file.unpipe(res);
      if (held === undefined) {
        res.destroy(error);
        return;
      }
      held = undefined;
      restore();
      next();
    });
  };
  res.once("pipe", watchFile);
  return () => {
    res.off("pipe", watchFile);
    restore();
    next();
  };
}
