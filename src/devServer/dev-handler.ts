import type { ServerResponse } from 'node:http';
import { extname } from 'node:path';
import sirv from 'sirv';
import { devEventsPath, type BuildFailure } from '../dev/protocol';
import type { DevSite } from './dev-build';
import { failurePage, withDevClient } from './dev-page';
import type { EventStream } from './event-stream';
import { assetCacheControl } from '../siteServer/static/staticSite';
import { notFoundCandidates } from '../siteServer/static/notFoundPage';
import type { RequestHandler } from './listen';

export interface DevState {
  /** The last good build; null until there is one. */
  site: DevSite | null;
  /** The good build before it: a page loaded just before a rebuild still gets its script. */
  previous: DevSite | null;
  /** Why the latest build failed; null when it succeeded. */
  failure: BuildFailure | null;
}

export interface DevHandlerOptions {
  state(): DevState;
  events: EventStream;
  /** The dev server's own files under /__dev/: the live-reload script and the overlay's fonts. */
  devFiles: Map<string, Uint8Array | string>;
  /** Served as it is, so an image added there shows without a build. */
  publicDir: string;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

// As the site handler: names under /assets/ change with their content. The overlay's fonts only with Pretendard's version.
const cacheControl = (path: string) =>
  path.startsWith('/assets/') ? assetCacheControl : path.endsWith('.woff2') ? 'public, max-age=86400' : 'no-cache';

function send(res: ServerResponse, status: number, type: string, body: Uint8Array | string, cache = 'no-cache'): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache });
  res.end(body);
}

const safeDecode = (path: string) => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};

/** `/introduce/`, `/introduce/index.html` and `/introduce` are the same page. */
export function routePath(pathname: string): string {
  const path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return path.replace(/\/+$/, '') || '/';
}

/**
 * Serves `npm run dev`: the live-reload events and script, then the last good
 * build from memory (every page with the live-reload script, and the overlay
 * while the latest build failed), then public/, then the 404 page of the
 * address's language.
 */
export function createDevHandler({ state, events, devFiles, publicDir }: DevHandlerOptions): RequestHandler {
  const servePublic = sirv(publicDir, {
    dev: true,
    etag: true,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
  const html = 'text/html; charset=utf-8';
  return (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (pathname === devEventsPath) return events.connect(req, res);
    const { site, previous, failure } = state();
    const file = devFiles.get(pathname) ?? site?.files.get(pathname) ?? previous?.files.get(pathname);
    if (file !== undefined)
      return send(
        res,
        200,
        contentTypes[extname(pathname)] ?? 'application/octet-stream',
        file,
        cacheControl(pathname),
      );
    if (!site) return send(res, 500, html, failurePage(failure ?? { title: '아직 빌드하지 못했습니다', problems: [] }));
    const page = (body: string) => withDevClient(body, { build: site.id, failure });
    const route = site.pages.get(routePath(safeDecode(pathname)));
    if (route !== undefined) return send(res, 200, html, page(route));
    const notFound =
      notFoundCandidates(pathname)
        .map((file) => site.notFound.get(file))
        .find((body) => body !== undefined) ?? '';
    servePublic(req, res, () => send(res, 404, html, page(notFound)));
  };
}
