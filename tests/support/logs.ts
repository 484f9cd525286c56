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
