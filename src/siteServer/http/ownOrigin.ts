import type { FastifyRequest } from 'fastify';

/**
 * Whether a request's Origin is the site's own: the address it was reached
 * at, the site's published address (site.baseUrl), or one the operator
 * allowed (a copy of the site on a CDN).
 */
export function createOriginCheck(baseUrl: string, allowedOrigins: readonly string[]) {
  const known = new Set([new URL(baseUrl).origin, ...allowedOrigins]);
  return {
    isOwnOrigin(request: FastifyRequest): boolean {
      const origin = request.headers.origin;
      if (!origin) return false;
      return origin === `${request.protocol}://${request.host}` || known.has(origin);
    },
    /** A request with no Origin at all is no browser's cross-site post (browsers send it with every POST); scripts and curl may omit it. */
    isForeignOrigin(request: FastifyRequest): boolean {
      return request.headers.origin !== undefined && !this.isOwnOrigin(request);
    },
    isAllowedCrossOrigin(origin: string | undefined): boolean {
      return origin !== undefined && allowedOrigins.includes(origin);
    },
  };
}

export type OriginCheck = ReturnType<typeof createOriginCheck>;
