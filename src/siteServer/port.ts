import { parseArgs } from 'node:util';
import { MessageError } from '../messages/messageError';
import { startupMessage } from './startupMessages';

export const defaultPort = 4173;

/** `--port 8080`, else the PORT environment variable, else 4173. */
export function portFromArgs(args: string[] = process.argv.slice(2)): number {
  const { values } = parseArgs({ args, options: { port: { type: 'string' } }, strict: false });
  const raw = typeof values.port === 'string' ? values.port : process.env.PORT;
  if (raw === undefined || raw === '') return defaultPort;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new PortError(startupMessage('port-invalid', { raw }));
  }
  return port;
}

export class PortInUseError extends MessageError {
  constructor(readonly port: number) {
    super(startupMessage('port-in-use', { port }));
    this.name = 'PortInUseError';
  }
}

export class PortError extends MessageError {
  override name = 'PortError';
}
