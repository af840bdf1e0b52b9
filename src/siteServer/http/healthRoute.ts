import type { FastifyPluginAsync } from 'fastify';
import type { InquiryStore } from '../storage/InquiryStore';

export const healthPath = '/healthz';

export interface HealthRouteOptions {
  store: Pick<InquiryStore, 'ping' | 'canWrite'>;
}

/**
 * For a load balancer or Docker's HEALTHCHECK (HEAD comes with GET): 200 while
 * the database answers and takes writes, 503 when it does not, since then no
 * inquiry can be taken. Writing is judged by the last write (an inquiry, a staff
 * change, or the store's own probe when nothing wrote for a few seconds): a read
 * alone still answers on a full disk.
 */
export const healthRoute: FastifyPluginAsync<HealthRouteOptions> = async (app, { store }) => {
  app.get(healthPath, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!store.ping()) {
      request.log.warn(
        '상태 확인: 데이터베이스가 응답하지 않아 503으로 답했습니다. 데이터 폴더와 디스크를 확인하세요.',
      );
      return reply.code(503).send({ status: 'unavailable' });
    }
    if (!store.canWrite()) {
      request.log.warn(
        '상태 확인: 데이터베이스에 기록하지 못해 503으로 답했습니다. 디스크 공간과 데이터 폴더·파일의 권한을 확인하세요.',
      );
      return reply.code(503).send({ status: 'unavailable' });
    }
    return { status: 'ok' };
  });
};
