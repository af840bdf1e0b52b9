import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import type { ServerSettings } from '../settings';

/**
 * Limits on how long a client may take, so that slow senders cannot hold
 * connections open. Node checks the header and request limits only every
 * connectionsCheckingInterval (30 s by default), so it is made proportionate
 * to them; Fastify sets requestTimeout on the server itself, so it is given twice.
 */
export function serverTimeouts(
  settings: ServerSettings,
): Pick<FastifyHttpOptions<Server>, 'http' | 'requestTimeout' | 'keepAliveTimeout'> {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs } = settings;
  const connectionsCheckingInterval = Math.min(1000, Math.ceil(Math.min(headersTimeoutMs, requestTimeoutMs) / 4));
  return {
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    http: { headersTimeout: headersTimeoutMs, requestTimeout: requestTimeoutMs, connectionsCheckingInterval },
  };
}
