// Baseline for the throughput comparison in scripts/bench/throughput.ts: a plain static file server.
// Usage: node scripts/bench/static-server.js <port> <html-dir> <client-dir>
// It serves the saved HTML of the benchmarked pages (from <html-dir>, "/insurers" -> insurers.html)
// and falls back to the built assets (<client-dir>, i.e. build/client). The pages' brotli and gzip
// copies are saved next to them (.br, .gz) and sent by Accept-Encoding: no compression per
// request, no other per-request work: the ceiling a Node server on this machine can reach for
// the same bytes.
// It runs in its own process so it does not share an event loop with autocannon.
import http from "node:http";
import sirv from "sirv";

const [port, htmlDir, clientDir] = process.argv.slice(2);
const pages = sirv(htmlDir, { extensions: ["html"], etag: true, brotli: true, gzip: true });
const assets = sirv(clientDir, { etag: true });

const server = http.createServer((req, res) => {
  pages(req, res, () =>
    assets(req, res, () => {
      res.statusCode = 404;
      res.end("Not found");
    }),
  );
});

server.listen(Number(port), "127.0.0.1", () => console.log("static server ready"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
