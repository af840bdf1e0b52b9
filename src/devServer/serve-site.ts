import Fastify from 'fastify';
import { staticSite } from '../siteServer/static/staticSite';
import type { RunningServer } from './listen';

/**
 * Serves a built site folder (`dist`, or a test's `--out`) with the static
 * handler of `npm start`, without the inquiry server: for the Chromium tests
 * and the benchmarks.
 */
export async function serveSite(siteDir: string, port = 0, host = '127.0.0.1'): Promise<RunningServer> {
  const app = Fastify();
  app.setNotFoundHandler(staticSite({ siteDir: () => siteDir, olderSiteDirs: async () => [] }));
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${['0.0.0.0', '::'].includes(host) ? 'localhost' : host}:${actualPort}`,
    port: actualPort,
    close: async () => {
      app.server.closeAllConnections();
      await app.close();
    },
  };
}
