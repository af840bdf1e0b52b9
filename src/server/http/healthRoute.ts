import type { FastifyPluginAsync } from 'fastify';
import type { InquiryStore } from '../storage/InquiryStore';

export const healthPath = '/healthz';

export interface HealthRouteOptions {
  store: Pick<InquiryStore, 'ping'>;
}

/**
 * For a load balancer or Docker's HEALTHCHECK (HEAD comes with GET): 200 while
 * the database answers, 503 when it does not, since then no inquiry can be taken.
 */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (app, { store }) => {
  app.get(healthPath, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (store.ping()) return { status: 'ok' };
    request.log.warn('상태 확인: 데이터베이스가 응답하지 않아 503으로 답했습니다. 데이터 폴더와 디스크를 확인하세요.');
    return reply.code(503).send({ status: 'unavailable' });
  });
};
