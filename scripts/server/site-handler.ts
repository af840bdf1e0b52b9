import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

// Everything under /assets/ has a content hash in its name, so it never changes.
export const assetCacheControl = 'public, max-age=31536000, immutable';

async function sendNotFound(root: string, res: ServerResponse): Promise<void> {
  const page = await readFile(join(root, '404.html')).catch(() => null);
  res.statusCode = 404;
  res.setHeader('Cache-Control', 'no-cache');
  if (page) {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page);
  } else {
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('404 Not Found');
  }
}

/**
 * Serves a built site: `/introduce` and `/introduce/` both answer with
 * introduce/index.html, unknown paths get 404.html with status 404.
 */
export function createSiteHandler(root: string): RequestHandler {
  const serveFile = sirv(root, {
    etag: true,
    extensions: ['html'],
    // The build wrote .br and .gz beside each text file; sirv picks by Accept-Encoding.
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? assetCacheControl : 'no-cache');
    },
  });
  return (req, res) => {
    serveFile(req, res, () => {
      sendNotFound(root, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
  };
}
