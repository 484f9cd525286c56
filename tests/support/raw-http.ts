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
