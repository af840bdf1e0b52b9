import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RequestHandler } from './site-handler';

export interface RunningServer {
  /** e.g. http://localhost:4173 */
  url: string;
  port: number;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`포트 ${port}을(를) 이미 다른 프로그램이 쓰고 있습니다.\n  도움말: 그 프로그램을 끄거나 PORT=${port + 1} npm start 처럼 다른 포트를 고르세요.`);
    this.name = 'PortInUseError';
  }
}

/** Starts an HTTP server; port 0 picks a free port (the e2e tests use that). */
export function listen(handler: RequestHandler, port: number, host?: string): Promise<RunningServer> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port) : error);
    });
    server.listen(port, host, () => {
      const actualPort = (server.address() as AddressInfo).port;
      const shownHost = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost';
      resolve({
        url: `http://${shownHost}:${actualPort}`,
        port: actualPort,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}
