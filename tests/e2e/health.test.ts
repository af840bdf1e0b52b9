// GET /healthz on the real server, for a load balancer or Docker's HEALTHCHECK.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';
import { logLines, requestLines } from './helpers/log-lines';
import { waitFor } from './helpers/wait-for';

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess();
});
afterAll(async () => {
  await server?.stop();
});

it('answers 200 {"status":"ok"}, never cached, while the database answers, to GET and HEAD', async () => {
  const answer = await fetch(`${server.url}/healthz`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  expect(await answer.json()).toEqual({ status: 'ok' });
  const head = await fetch(`${server.url}/healthz`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(await head.text()).toBe('');
});

it('is not logged at the default level, unlike the requests around it', async () => {
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  // Lines are written in the order requests end: once the later one is there, the health check's would be too.
  await waitFor(() => requestLines(server.output(), 'GET', '/').length > 0, 'the line of GET /');
  expect(logLines(server.output()).filter((line) => line.path === '/healthz')).toEqual([]);
});
