import type { FastifyInstance } from 'fastify';
import type { PublishRequest } from '../../shared/apiContract';
import type { Queue } from '../../app/api/serialized';
import { publish, publishStatus } from './publish';
import type { PublishPaths } from './repository';

const publishBody = {
  type: 'object',
  required: ['changes'],
  properties: { changes: { type: 'array', items: { type: 'string' } } },
} as const;

/** GET /api/publish: whether and what a publish would commit; POST /api/publish: commit the changes the person confirmed, and push. */
export async function publishRoutes(
  app: FastifyInstance,
  { paths, queue }: { paths: PublishPaths; queue: Queue },
): Promise<void> {
  app.get('/api/publish', async () => publishStatus(paths));
  // After any save under way: a publish commits the file as it is saved.
  app.post<{ Body: PublishRequest }>('/api/publish', { schema: { body: publishBody } }, async (request) =>
    queue(() => publish(paths, request.body.changes)),
  );
}
