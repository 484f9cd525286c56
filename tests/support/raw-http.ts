/** A request answered as its raw bytes: the headers and body exactly as the server sent them. */
import http from "node:http";

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
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}
