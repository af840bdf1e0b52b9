import { parseArgs } from 'node:util';

export const defaultPort = 4173;

/** `--port 8080`, else the PORT environment variable, else 4173. */
export function portFromArgs(args: string[] = process.argv.slice(2)): number {
  const { values } = parseArgs({ args, options: { port: { type: 'string' } }, strict: false });
  const raw = typeof values.port === 'string' ? values.port : process.env.PORT;
  if (raw === undefined || raw === '') return defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new PortError(
      `포트 번호가 올바르지 않습니다: ${raw}\n  도움말: 0에서 65535 사이의 정수를 쓰세요. 예: PORT=8080 npm start`,
    );
  }
  return port;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(
      `포트 ${port}을(를) 이미 다른 프로그램이 쓰고 있습니다.\n  도움말: 그 프로그램을 끄거나 PORT=${port + 1} npm start 처럼 다른 포트를 고르세요.`,
    );
    this.name = 'PortInUseError';
  }
}

export class PortError extends Error {
  override name = 'PortError';
}
