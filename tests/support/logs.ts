/** One JSON line the server logged (LOG_FORMAT=json). */
export type LogLine = Record<string, unknown> & {
  level: string;
  msg: string;
  reqId?: string;
  req?: { method: string; path: string };
  res?: { status: number };
  err?: { message: string; stack: string };
};

/** Every JSON log line in a process's output (the first admin's banner and other text are skipped). */
export function jsonLogLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The request lines (one per request) for a path. */
export const requestLines = (output: string, path: string) =>
  jsonLogLines(output).filter((line) => line.req?.path === path);

/** The lines of a process's output that are not one JSON object each (blank lines aside). */
export function notJsonLines(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => line.trim() !== "")
    .filter((line) => {
      try {
        const value: unknown = JSON.parse(line);
        return typeof value !== "object" || value === null || Array.isArray(value);
      } catch {
        return true;
      }
    });
}

/** The messages of the JSON lines, decoded (a failed start's reason reads as the operator sees it). */
export const logMessages = (output: string) =>
  jsonLogLines(output)
    .map((line) => line.msg)
    .join("\n");

/** The request lines pino-pretty printed (LOG_FORMAT=pretty): method, path and status of each. */
export const prettyRequestLines = (output: string) =>
  [...output.matchAll(/^\[[\d:]+\] \w+: (GET|HEAD|POST) (\S+) (\d{3})\b/gm)].map(
    ([, method, path, status]) => `${method} ${path} ${status}`,
  );
