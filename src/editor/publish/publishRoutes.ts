import type { FastifyInstance } from 'fastify';
import type { Queue } from '../server/serialized';
import { publish, publishStatus } from './publish';
import type { PublishPaths } from './repository';

/** GET /api/publish: whether and what a publish would commit; POST /api/publish: commit and push. */
export async function publishRoutes(app: FastifyInstance, { paths, queue }: { paths: PublishPaths; queue: Queue }): Promise<void> {
  app.get('/api/publish', async () => publishStatus(paths));
  // After any save under way: a publish commits the file as it is saved.
  app.post('/api/publish', async () => queue(() => publish(paths)));
}
