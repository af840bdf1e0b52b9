import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { publishRoutes } from '../../publishing/api/publishRoutes';
import type { DocumentPaths } from '../../saving/api/saveDraft';
import { documentRoutes } from '../../saving/api/documentRoutes';
import { imageRoutes } from '../../images/api/imageRoutes';
import { refuseForeignRequests } from './localOnly';
import { previewRoutes } from '../../preview/api/previewRoutes';
import type { PreviewDraft } from '../../preview/api/previewDraft';
import type { DrawPage } from '../../preview/api/previewRenderer';
import { servePublicFiles } from './publicFiles';
import { maxJsonBytes, Refusal } from './refusals';
import { createQueue } from './serialized';

export interface EditorParts {
  paths: DocumentPaths;
  /** The site's renderer, still being bundled while the first requests come in. */
  drawPage: Promise<DrawPage>;
  /** The draft the preview frame draws from, and where the frame is served. */
  previewDraft: PreviewDraft;
  frameOrigin(): string;
  /** The page's HTML, bundle and fonts by URL path. */
  files: Map<string, { body: Uint8Array | string; type: string }>;
  /** The port it listens on, known once it does: requests are checked against it. */
  port(): number;
  /** Where an unexpected failure of a request is reported (Fastify's own logger is off). */
  logError(error: unknown): void;
}

// Headers on the raw response, so that files served around Fastify (public/) carry them too.
const headers: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

function refusalOf(error: FastifyError): Refusal | undefined {
  if (error instanceof Refusal) return error;
  if (error.statusCode === 413) return new Refusal('body-too-large');
  if (error.validation || (error.statusCode && error.statusCode < 500))
    return new Refusal('bad-request', error.validation ? error.message : '');
  return undefined;
}

/** The editor's server: its page, the API of src/editor/shared/apiContract.ts, and public/ for the preview. */
export async function createEditorApp(parts: EditorParts): Promise<FastifyInstance> {
  // Closing ends every connection: a browser's keep-alive connection would otherwise hold `npm run edit` open for a minute.
  const app = Fastify({ logger: false, bodyLimit: maxJsonBytes, forceCloseConnections: true });
  const queue = createQueue();
  refuseForeignRequests(app, parts.port);
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const refusal = refusalOf(error);
    if (refusal) return reply.code(refusal.status).send(refusal.answer);
    parts.logError(error);
    const failure = new Refusal('internal-error', error.message.split('\n')[0]!.slice(0, 200));
    return reply.code(failure.status).send(failure.answer);
  });

  await app.register(documentRoutes, { paths: parts.paths, queue });
  await app.register(previewRoutes, {
    paths: parts.paths,
    drawPage: parts.drawPage,
    draft: parts.previewDraft,
    frameOrigin: parts.frameOrigin,
  });
  await app.register(imageRoutes, { publicDir: parts.paths.publicDir });
  await app.register(publishRoutes, { paths: parts.paths, queue });
  servePublicFiles(app, { publicDir: parts.paths.publicDir, files: parts.files });
  return app;
}
