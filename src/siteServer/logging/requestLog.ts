import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { healthPath } from '../http/healthRoute';

/** The path without its query string: the inbox's search words travel in it. */
export const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

/**
 * Writes one line for the request once its connection is done with it: on the
 * raw response's close, so that replies the static handler sends by itself and
 * requests cut off before their answer (a timeout, a client gone) are counted
 * too. The client is named by the salted hash the database stores, never by
 * its address.
 */
export function logRequestOnClose(
  request: FastifyRequest,
  reply: FastifyReply,
  hashClientAddress: (address: string) => string,
): void {
  const start = performance.now();
  // Read now, while the connection is open: once a timeout has destroyed the socket it no longer knows its peer.
  const address: string | undefined = request.ip;
  reply.raw.once('close', () => {
    const path = pathOf(request.url);
    const line = {
      method: request.method,
      path,
      status: reply.raw.headersSent ? reply.statusCode : undefined,
      durationMs: Math.round((performance.now() - start) * 10) / 10,
      client: address === undefined ? undefined : hashClientAddress(address),
      aborted: reply.raw.writableFinished ? undefined : true,
    };
    // A load balancer asks every few seconds; its answers would drown the visitors' requests.
    if (path === healthPath) request.log.debug(line, '상태 확인');
    else request.log.info(line, '요청');
  });
}

export const requestLogHook =
  (hashClientAddress: (address: string) => string): onRequestHookHandler =>
  async (request, reply) =>
    logRequestOnClose(request, reply, hashClientAddress);
