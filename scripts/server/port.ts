import { parseArgs } from 'node:util';

export const defaultPort = 4173;

/** `--port 8080`, else the PORT environment variable, else 4173. */
export function portFromArgs(args: string[] = process.argv.slice(2)): number {
  const { values } = parseArgs({ args, options: { port: { type: 'string' } }, strict: false });
  const raw = typeof values.port === 'string' ? values.port : process.env.PORT;
  if (raw === undefined || raw === '') return defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`포트 번호가 올바르지 않습니다: ${raw}\n  도움말: 0에서 65535 사이의 정수를 쓰세요. 예: PORT=8080 npm start`);
  }
  return port;
}
