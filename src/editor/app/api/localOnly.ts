import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Refusal } from './refusals';

/** The addresses the editor answers to: this computer, by number or by name, on its own port. */
export const ownHosts = (port: number) => [`127.0.0.1:${port}`, `localhost:${port}`];

const readOnly = new Set(['GET', 'HEAD']);

function refusalOf(request: FastifyRequest, port: number): Refusal | undefined {
  const hosts = ownHosts(port);
  const shown = `http://${hosts[0]}`;
  // A page on the internet can point its own name at 127.0.0.1 (DNS rebinding); its requests then carry that name.
  if (!hosts.includes(request.headers.host?.toLowerCase() ?? '')) return new Refusal('foreign-host', shown);
  // Browsers send Origin with every request that is not a GET or HEAD, so one without it came from no page of ours.
  if (!readOnly.has(request.method) && !hosts.some((host) => request.headers.origin === `http://${host}`)) {
    return new Refusal('foreign-origin', shown);
  }
  return undefined;
}

/**
 * Only the editor's own page on this computer may use it: anything else that
 * reaches the port (a web page open in the same browser included) is refused
 * before its body is read.
 */
export function refuseForeignRequests(app: FastifyInstance, port: () => number): void {
  app.addHook('onRequest', async (request, reply) => {
    const refusal = refusalOf(request, port());
    if (refusal) return reply.code(refusal.status).send(refusal.answer);
  });
}
