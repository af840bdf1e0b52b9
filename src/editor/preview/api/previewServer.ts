import Fastify, { type FastifyInstance } from 'fastify';
import type { FrameConfig } from '../../shared/frameConfig';
import { ownHosts, refuseForeignRequests } from '../../app/api/localOnly';
import type { DrawPage } from './previewRenderer';
import type { PreviewDraft } from './previewDraft';
import { publicFileHandler } from '../../app/api/publicFiles';
import { Refusal } from '../../app/api/refusals';

export interface PreviewServerParts {
  draft: PreviewDraft;
  drawPage: Promise<DrawPage>;
  /** The frame's script and chunks, and the fonts, by URL path. */
  files: Map<string, { body: Uint8Array | string; type: string }>;
  publicDir: string;
  /** Its own port and the editor's, known once each listens. */
  port(): number;
  editorPort(): number;
  logError(error: unknown): void;
}

/** A path that names a page rather than a file: its last step has no extension. */
const isPagePath = (path: string) => !/\.[^/]*$/.test(path);

/**
 * The second listener of `npm run edit`: the preview frame's pages at the
 * site's own paths, on an origin of their own, so the islands see a location
 * like the site's, and nothing in the frame can reach the editor's page or API.
 * Pages are drawn from the latest valid draft; only the editor may frame them.
 */
export function createPreviewServer(parts: PreviewServerParts): FastifyInstance {
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const editorOrigins = () => ownHosts(parts.editorPort()).map((host) => `http://${host}`);
  refuseForeignRequests(app, parts.port);
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('Content-Security-Policy', `frame-ancestors ${editorOrigins().join(' ')}`);
    reply.raw.setHeader('X-Content-Type-Options', 'nosniff');
    reply.raw.setHeader('Referrer-Policy', 'no-referrer');
    reply.raw.setHeader('Cache-Control', 'no-store');
    // A form in the preview sends nothing: an inquiry is the site's business, not the preview's.
    if (!['GET', 'HEAD'].includes(request.method)) {
      const refusal = new Refusal('preview-read-only');
      return reply.code(refusal.status).send(refusal.answer);
    }
  });
  const files = publicFileHandler({ publicDir: parts.publicDir, files: parts.files });
  app.setNotFoundHandler(async (request, reply) => {
    const path = new URL(request.url, 'http://preview').pathname;
    if (!isPagePath(path)) return files(request, reply);
    const latest = parts.draft.latest();
    if (!latest) {
      const refusal = new Refusal('preview-not-ready');
      return reply.code(refusal.status).send(refusal.answer);
    }
    const draw = await parts.drawPage;
    const config: FrameConfig = { editors: editorOrigins(), version: latest.version };
    return reply.type('text/html; charset=utf-8').send(draw(latest.manifest, path, config));
  });
  app.setErrorHandler((error, _request, reply) => {
    parts.logError(error);
    const failure = new Refusal(
      'internal-error',
      error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : String(error),
    );
    return reply.code(failure.status).send(failure.answer);
  });
  return app;
}
