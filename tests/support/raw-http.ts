/** A request answered as its raw bytes: the headers and body exactly as the server sent them. */
import http from "node:http";
import net from "node:net";

export interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (fetch would decompress them). */
  body: Buffer;
}

/** One request with exactly these headers, answered with the raw bytes. */
export function raw(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) =>
      readAnswer(res).then(resolve, reject),
    );
    req.on("error", reject);
    req.end();
  });
}

/**
 * Several requests that reach the server together. Every connection is opened first; the server
 * (process `pid`) is then stopped while all the requests are written, and continued once the
 * kernel holds them all, so it reads them in one turn however busy the machine is.
 */
export async function rawBurst(base: string, paths: string[], pid: number): Promise<Raw[]> {
  const { hostname, port } = new URL(base);
  const sockets = await Promise.all(
    paths.map(
      () =>
        new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect(Number(port), hostname, () => resolve(socket));
          socket.on("error", reject);
        }),
    ),
  );
  process.kill(pid, "SIGSTOP");
  const written: Promise<void>[] = [];
  const answers = paths.map(
    (path, i) =>
      new Promise<Raw>((resolve, reject) => {
        const req = http.request(`${base}${path}`, { createConnection: () => sockets[i] }, (res) =>
          readAnswer(res).then((answer) => {
            sockets[i]?.destroy();
            resolve(answer);
          }, reject),
        );
        req.on("error", reject);
        written.push(new Promise((done) => req.on("finish", () => done())));
        req.end();
      }),
  );
  try {
    await Promise.all(written);
  } finally {
    process.kill(pid, "SIGCONT");
  }
  return Promise.all(answers);
}

/** A response read to its end, its bytes as sent. */
function readAnswer(res: http.IncomingMessage): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () =>
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
    );
    res.on("error", reject);
  });
}

/**
 * A form POST declaring `bytes` bytes, on a raw connection of its own that closes after the answer.
 * With `body: false` only the headers are sent: a size the server refuses must be answered (413)
 * on them alone. The body is then never written, which is also what makes the answer readable: a
 * server that closes without reading a body it refused makes the client's TCP stack reset the
 * connection, and a reset may erase an answer not yet read (RFC 9112 §9.6), as Node's http client
 * showed with EPIPE.
 */
export function postRaw(
  base: string,
  path: string,
  bytes: number,
  headers: Record<string, string> = {},
  { body = true }: { body?: boolean } = {},
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const received: Buffer[] = [];
    let failure: Error | undefined;
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", (error) => {
      failure = error;
    });
    socket.on("close", () => {
      const answer = parseAnswer(Buffer.concat(received));
      if (answer) resolve(answer);
      else
        reject(
          new Error(`sem resposta HTTP para POST ${path} (${bytes} bytes): ${failure?.message ?? "fechada"}`),
        );
    });
    socket.on("connect", () => {
      const head = [
        `POST ${path} HTTP/1.1`,
        `Host: ${hostname}:${port}`,
        "Connection: close",
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${bytes}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ].join("\r\n");
      socket.write(`${head}\r\n\r\n`);
      // Not end(): Node's server drops a request whose client half-closes before it is answered.
      if (body) socket.write(`x=${"a".repeat(bytes - 2)}`);
    });
  });
}

/** An HTTP/1.1 answer from its raw bytes (Content-Length or chunked body), or null when there is none. */
function parseAnswer(
  bytes: Buffer,
): { status: number; headers: Record<string, string>; body: string } | null {
  const end = bytes.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const [statusLine = "", ...lines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const status = Number(statusLine.split(" ")[1]);
  if (!Number.isInteger(status)) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = bytes.subarray(end + 4);
  if (headers["transfer-encoding"]?.includes("chunked")) {
    const parts: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf("\r\n", at);
      if (lineEnd < 0) break;
      const size = Number.parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
      if (!(size > 0)) break;
      parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
    body = Buffer.concat(parts);
  } else if (headers["content-length"] !== undefined) {
    body = body.subarray(0, Number(headers["content-length"]));
  }
  return { status, headers, body: body.toString("utf8") };
}
