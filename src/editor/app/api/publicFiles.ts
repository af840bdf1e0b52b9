import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sirv from 'sirv';
import { Refusal } from './refusals';

export interface PublicFileOptions {
  publicDir: string;
  /** The editor's own files by URL path: its bundle and the fonts. */
  files: Map<string, { body: Uint8Array | string; type: string }>;
}

// An SVG from public/ opened by itself would run its scripts with the editor's powers; sandboxed, it runs none.
const sandboxed = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

type Handler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Answers a request with one of `files` or, for a read, with public/ under the site's paths. */
export function publicFileHandler({ publicDir, files }: PublicFileOptions): Handler {
  const servePublic = sirv(publicDir, {
    dev: true,
    dotfiles: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Security-Policy', sandboxed);
    },
  });
  return (request, reply) => {
    const path = new URL(request.url, 'http://editor').pathname;
    const own = files.get(path);
    if (own) return reply.type(own.type).header('Cache-Control', 'no-cache').send(own.body);
    const notFound = new Refusal('not-found', path);
    if (path.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method))
      return reply.code(notFound.status).send(notFound.answer);
    reply.hijack();
    servePublic(request.raw, reply.raw, () => {
      reply.raw.writeHead(notFound.status, { 'Content-Type': 'application/json; charset=utf-8' });
      reply.raw.end(JSON.stringify(notFound.answer));
    });
  };
}

/**
 * Everything that is not the API: the editor's own files, then public/ under
 * the site's paths, so that a preview loads the images the site will show.
 * public/ is read on every request, so an upload shows at once.
 */
export function servePublicFiles(app: FastifyInstance, options: PublicFileOptions): void {
  app.setNotFoundHandler(publicFileHandler(options));
}
