import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { healthRoute } from '../../../src/siteServer/http/healthRoute';
import { tempStore } from '../storage/tempStore';

async function healthApp() {
  const { store } = await tempStore();
  const app = Fastify();
  await app.register(healthRoute, { store });
  onTestFinished(() => app.close());
  return { app, store };
}

describe('GET /healthz', () => {
  it('answers 200 {"status":"ok"}, never cached, while the database answers; HEAD too', async () => {
    const { app } = await healthApp();
    const answer = await app.inject({ url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
    const head = await app.inject({ method: 'HEAD', url: '/healthz' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers 503 {"status":"unavailable"} once the database is closed', async () => {
    const { app, store } = await healthApp();
    store.close();
    const answer = await app.inject({ url: '/healthz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ status: 'unavailable' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});
