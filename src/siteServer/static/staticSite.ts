import { open, realpath, type FileHandle } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveRelease } from '../release/liveRelease';
import { acceptedEncodings, type Encoding } from './acceptedEncodings';
import { contentDispositionOf } from './contentDisposition';
import { contentTypeOf } from './contentTypes';
import { siteFileCandidates } from './sitePath';
import { notFoundCandidates } from './notFoundPage';

// Everything under /assets/ has a content hash in its name, so it never changes.
export const assetCacheControl = 'public, max-age=31536000, immutable';
export const staticMethods = ['GET', 'HEAD'];

interface OpenFile {
  handle: FileHandle;
  stats: Stats;
}

/**
 * An open regular file whose real path lies inside `root` (a real path), or
 * null. A symbolic link is followed only to a file inside the release: one
 * planted in it (ln -s /etc/passwd site/x, or to the database) is not found at
 * all. The real path is what is opened, so the file checked is the
 * file sent. The answer is streamed from this handle, so a rebuild that
 * replaces the path cannot cut it short.
 */
async function openFile(root: string, path: string): Promise<OpenFile | null> {
  const real = await realpath(path).catch(() => null);
  if (real === null || !real.startsWith(root + sep)) return null;
  const handle = await open(real, 'r').catch(() => null);
  if (!handle) return null;
  const stats = await handle.stat().catch(() => null);
  if (stats?.isFile()) return { handle, stats };
  await handle.close();
  return null;
}

interface FoundFile {
  /** The release folder's real path: a release's own path may run through links (dist-releases/current, a deploy's). */
  root: string;
  path: string;
  file: OpenFile;
}

async function findFile(roots: readonly string[], candidates: readonly string[]): Promise<FoundFile | null> {
  for (const folder of roots) {
    // Once per folder and request: the links above a release may be switched while the server runs.
    const root = await realpath(folder).catch(() => null);
    if (root === null) continue;
    for (const candidate of candidates) {
      const path = join(folder, candidate);
      const file = await openFile(root, path);
      if (file) return { root, path, file };
    }
  }
  return null;
}

/** The build wrote `.br` and `.gz` beside each text file; one is sent only to a client that accepts it. */
async function chooseEncoding(
  { root, path, file: plain }: FoundFile,
  accepted: Encoding[],
): Promise<{ file: OpenFile; encoding?: Encoding }> {
  for (const encoding of accepted) {
    const compressed = await openFile(root, `${path}.${encoding === 'br' ? 'br' : 'gz'}`);
    if (compressed) {
      await plain.handle.close();
      return { file: compressed, encoding };
    }
  }
  return { file: plain };
}

const entityTag = (stats: Stats, encoding?: Encoding) =>
  `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  found: FoundFile,
  status: number,
): Promise<FastifyReply> {
  const { path } = found;
  const { file, encoding } = await chooseEncoding(found, acceptedEncodings(request.headers['accept-encoding']));
  const tag = entityTag(file.stats, encoding);
  reply
    .code(status)
    .header('content-type', contentTypeOf(path))
    .header('cache-control', status === 200 && request.url.startsWith('/assets/') ? assetCacheControl : 'no-cache')
    .header('vary', 'Accept-Encoding')
    .header('etag', tag);
  const disposition = contentDispositionOf(path);
  if (disposition) reply.header('content-disposition', disposition);
  if (encoding) reply.header('content-encoding', encoding);
  if (status === 200 && request.headers['if-none-match'] === tag) {
    await file.handle.close();
    return reply.code(304).send();
  }
  reply.header('content-length', file.stats.size);
  if (request.method === 'HEAD') {
    await file.handle.close();
    return reply.send();
  }
  return reply.send(file.handle.createReadStream({ start: 0, end: Math.max(0, file.stats.size - 1) }));
}

export class MethodNotAllowedError extends Error {
  readonly statusCode = 405;
  override name = 'MethodNotAllowedError';
}

/** Where the files are: the site folder of the release the request runs in, and older ones for hashed assets. */
export interface SiteFolders {
  siteDir(): string;
  olderSiteDirs: LiveRelease['olderSiteDirs'];
}

/**
 * The built site of the current release: `/introduce` and `/introduce/` answer
 * introduce/index.html, unknown paths the not-found page of their language
 * (en/404.html under /en/) with status 404. GET and HEAD only.
 */
export function staticSite(folders: SiteFolders) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (!staticMethods.includes(request.method)) {
      reply.header('allow', staticMethods.join(', '));
      throw new MethodNotAllowedError(`${request.method} is not allowed here`);
    }
    const siteDir = folders.siteDir();
    const urlPath = request.url.split('?')[0] ?? '/';
    const candidates = siteFileCandidates(urlPath);
    const roots = urlPath.startsWith('/assets/') ? [siteDir, ...(await folders.olderSiteDirs())] : [siteDir];
    const found = candidates && (await findFile(roots, candidates));
    if (found) return sendFile(request, reply, found, 200);
    const notFound = await findFile([siteDir], notFoundCandidates(urlPath));
    if (notFound) return sendFile(request, reply, notFound, 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('404 Not Found');
  };
}
