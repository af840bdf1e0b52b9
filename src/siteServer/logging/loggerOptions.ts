import { LogController, type FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../settings';
import { pathOf } from './requestLog';

/**
 * Fastify's own logger (pino): JSON lines on stdout. Fastify's per-request
 * lines are off (requestLog.ts writes one of its own), and the serializers
 * reduce whatever Fastify logs about a request to its method and path, since
 * the defaults carry the client's address and the query string.
 */
export function loggerOptions(level: LogLevel): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: {
      level,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      serializers: {
        req: (request) => ({ method: request.method, path: pathOf(request.url) }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
    logController: new LogController({ disableRequestLogging: true }),
  };
}
