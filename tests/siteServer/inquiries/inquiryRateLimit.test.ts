import { readFileSync } from 'node:fs';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { createOriginCheck } from '../../../src/siteServer/http/ownOrigin';
import { fastifyTrustProxy } from '../../../src/siteServer/http/trustProxy';
import { createInquiryDrafts } from '../../../src/siteServer/inquiries/inquiryDrafts';
import { inquiriesPath, inquiryRoutes } from '../../../src/siteServer/inquiries/inquiryRoutes';
import { tempStore } from '../storage/tempStore';

const manifest = JSON.parse(
  readFileSync(new URL('../../fixtures/manifests/valid.json', import.meta.url), 'utf8'),
) as SiteManifest;
const valid = {
  company: '(주)한빛소재',
  phone: '010-1234-5678',
  email: 'kim@hanbit.example',
  message: '도금층 변색 원인 분석을 의뢰하고 싶습니다.',
  consent: true,
};

/** The inquiry route as the server registers it, behind one trusted proxy on this machine, 5 a minute. */
async function startInquiries(): Promise<FastifyInstance> {
  const { store } = await tempStore();
  const app = Fastify({ trustProxy: fastifyTrustProxy(1) });
  await app.register(rateLimit, { global: false });
  await app.register(inquiryRoutes, {
    manifest: () => manifest,
    store,
    // JSON posts never render a page.
    pages: () => ({ formPage: () => '', receipt: () => '' }),
    drafts: createInquiryDrafts(),
    origins: createOriginCheck(manifest.site.baseUrl, []),
    rateLimit: 5,
    rateWindowMs: 60_000,
    onStored: () => {},
  });
  onTestFinished(() => app.close());
  return app;
}

/** A post through the proxy on 127.0.0.1, which appends the address it saw to what the client wrote. */
const post = (app: FastifyInstance, forwardedFor: string) =>
  app.inject({
    method: 'POST',
    url: inquiriesPath,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: valid,
  });

let spoofed = 0;
const spoof = () => `198.51.100.${(spoofed += 1)}`;

beforeEach(() => {
  // Only the clock: the server's own timers and I/O run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-20T01:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the inquiry rate limit', () => {
  it('counts the client the proxy saw, whatever it writes before it, and says the true wait', async () => {
    const app = await startInquiries();
    for (let i = 0; i < 5; i += 1) expect((await post(app, `${spoof()}, 203.0.113.7`)).statusCode).toBe(201);
    vi.advanceTimersByTime(25_000);
    const refused = await post(app, `${spoof()}, 203.0.113.7`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('35');
    expect(refused.json()).toEqual({
      errors: { form: '짧은 시간에 문의를 여러 번 보내셨습니다. 35초 뒤에 다시 보내 주세요.' },
    });
    vi.advanceTimersByTime(34_500);
    expect((await post(app, '203.0.113.7')).headers['retry-after']).toBe('1');
    expect((await post(app, `203.0.113.7, 203.0.113.8`)).statusCode).toBe(201);
    vi.advanceTimersByTime(500);
    expect((await post(app, '203.0.113.7')).statusCode).toBe(201);
  });

  it('counts an IPv6 client per /64, and an IPv4 client the same however the address is written', async () => {
    const app = await startInquiries();
    for (let i = 1; i <= 5; i += 1) expect((await post(app, `2001:db8:1:2::${i}`)).statusCode).toBe(201);
    expect((await post(app, '2001:db8:1:2:ffff::99')).statusCode).toBe(429);
    expect((await post(app, '2001:db8:1:3::1')).statusCode).toBe(201);
    for (let i = 0; i < 5; i += 1)
      expect((await post(app, i % 2 ? '::ffff:192.0.2.1' : '192.0.2.1')).statusCode).toBe(201);
    expect((await post(app, '::ffff:c000:201')).statusCode).toBe(429);
  });
});
