/** One JSON line the server's logger wrote; the Korean start-up lines around them are skipped. */
export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
  client?: string;
  err?: { type: string; message: string; stack: string };
}

export const logLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/** The request lines (one per request) for `method path`. */
export const requestLines = (output: string, method: string, path: string): LogLine[] =>
  logLines(output).filter(
    (line) => line.reqId !== undefined && line.method === method && line.path === path && line.durationMs !== undefined,
  );

/** pino's numeric levels. */
export const levels = { debug: 20, info: 30, warn: 40, error: 50 } as const;
