import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PortInUseError } from '../siteServer/port';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface RunningServer {
  /** e.g. http://localhost:4173 */
  url: string;
  port: number;
  close(): Promise<void>;
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
