import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createOriginCheck } from '../../../src/siteServer/http/ownOrigin';
import { draftPage } from '../../../src/siteServer/inquiries/draftPage';
import { createInquiryDrafts } from '../../../src/siteServer/inquiries/inquiryDrafts';
import type { InquiryPages } from '../../../src/siteServer/inquiries/InquiryPages';
import { inquiriesPath, inquiryRoutes } from '../../../src/siteServer/inquiries/inquiryRoutes';
import type { InquiryStore } from '../../../src/siteServer/storage/InquiryStore';
import { en } from '../../helpers/manifestText';
import { tempStore } from '../storage/tempStore';
import { useInquiryManifest } from './inquiryManifest';

const fixture = useInquiryManifest();

const valid = {
  company: 'Hanbit Materials',
  phone: '+82 2-123-4567',
  email: 'kim@hanbit.example',
  message: 'We would like an XPS analysis.',
  consent: true,
};
const englishForm = '/en/help#inquiry';

/** The pages the server would render, as what they were asked for: the renderer itself is the render engineer's and tested there. */
const pages: InquiryPages = {
  formPage: (location, prefill) => JSON.stringify({ location, errors: prefill.errors }),
  receipt: (id, page, language) => JSON.stringify({ id, page, language }),
};

/** The inquiry routes as the server registers them, with the draft pages a refused form post is sent back to. */
async function startInquiries(limit = 100): Promise<{ app: FastifyInstance; store: InquiryStore }> {
  const { store } = await tempStore();
  const app = Fastify();
  await app.register(rateLimit, { global: false });
  const parts = { manifest: fixture, pages: () => pages, drafts: createInquiryDrafts() };
  await app.register(inquiryRoutes, {
    ...parts,
    store,
    origins: createOriginCheck(fixture().site.baseUrl, []),
    rateLimit: limit,
    rateWindowMs: 60_000,
    onStored: () => {},
  });
  const draft = draftPage(parts);
  app.setNotFoundHandler(async (request, reply) => draft(request, reply) ?? reply.code(404).send('not found'));
  onTestFinished(() => app.close());
  return { app, store };
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('an inquiry from an English page', () => {
  it('is answered in English, and one from a Korean page in Korean', async () => {
    const { app } = await startInquiries();
    const english = await app.inject({
      method: 'POST',
      url: inquiriesPath,
      payload: { ...valid, email: 'kim@', page: englishForm },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      errors: { email: '“Email” is not a valid email address. For example: name@company.com' },
    });
    const korean = await app.inject({
      method: 'POST',
      url: inquiriesPath,
      payload: { ...valid, email: 'kim@', page: '/help#inquiry' },
    });
    expect(korean.json()).toEqual({
      errors: { email: '‘이메일’ 항목에 이메일 주소를 올바른 형식으로 적어 주세요. 예: name@company.co.kr' },
    });
  });

  it('is stored with its English page and the language en', async () => {
    const { app, store } = await startInquiries();
    const answer = await app.inject({ method: 'POST', url: inquiriesPath, payload: { ...valid, page: englishForm } });
    expect(answer.statusCode).toBe(201);
    expect(store.get(answer.json<{ id: number }>().id)).toMatchObject({ page: englishForm, language: 'en' });
  });

  it('is refused in English before its body is read, by the page its Referer names', async () => {
    const { app } = await startInquiries();
    const answer = await app.inject({
      method: 'POST',
      url: inquiriesPath,
      headers: { 'content-type': 'text/plain', referer: 'http://localhost/en/help' },
      payload: 'hello',
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toEqual({
      errors: {
        form: 'Inquiries are accepted only as JSON (application/json) or as a form post (application/x-www-form-urlencoded).',
      },
    });
  });

  it("says the wait for too many sends in the lab's English text", async () => {
    const { app } = await startInquiries(1);
    await app.inject({ method: 'POST', url: inquiriesPath, payload: { ...valid, page: englishForm } });
    const refused = await app.inject({ method: 'POST', url: inquiriesPath, payload: { ...valid, page: englishForm } });
    expect(refused.statusCode).toBe(429);
    const seconds = refused.headers['retry-after'];
    expect(refused.json()).toEqual({
      errors: { form: en(fixture().inquiryForm.status.tooMany).replace('{seconds}', String(seconds)) },
    });
  });

  it('without JavaScript, comes back to the English form with English messages', async () => {
    const { app } = await startInquiries();
    const posted = await app.inject({
      method: 'POST',
      url: inquiriesPath,
      ...form({ ...valid, consent: '', email: 'kim@', page: englishForm }),
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toMatch(/^\/en\/help\?inquiry=[\w-]+#inquiry$/);
    const page = await app.inject({ method: 'GET', url: String(posted.headers.location) });
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({
      location: { path: '/en/help', section: 'inquiry' },
      errors: {
        email: '“Email” is not a valid email address. For example: name@company.com',
        consent: expect.stringContaining('Please agree'),
      },
    });
  });

  it('without JavaScript, gets its receipt at the English address', async () => {
    const { app, store } = await startInquiries();
    const posted = await app.inject({
      method: 'POST',
      url: inquiriesPath,
      ...form({ ...valid, consent: 'on', page: englishForm }),
    });
    expect(posted.statusCode).toBe(303);
    const location = String(posted.headers.location);
    const token = /^\/en\/inquiry-received\/([0-9a-f]{32})#/.exec(location)?.[1] ?? '';
    const id = store.getByReceipt(token)?.id;
    expect(id).toBeGreaterThan(0);
    expect((await app.inject({ method: 'GET', url: location.split('#')[0] })).json()).toEqual({
      id,
      page: englishForm,
      language: 'en',
    });
    expect((await app.inject({ method: 'GET', url: `/inquiry-received/${token}` })).json()).toEqual({
      id,
      page: englishForm,
      language: 'ko',
    });
    expect((await app.inject({ method: 'GET', url: `/fr/inquiry-received/${token}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/en/inquiry-received/${id}` })).statusCode).toBe(404);
  });

  it('falls back to the main form in English when its page is not a form of the site', async () => {
    const { app } = await startInquiries();
    const posted = await app.inject({
      method: 'POST',
      url: inquiriesPath,
      ...form({ ...valid, consent: 'on', email: 'kim@', page: '/en/nowhere#inquiry' }),
    });
    const page = await app.inject({ method: 'GET', url: String(posted.headers.location) });
    const [path, section] = fixture().inquiryForm.href.split('#');
    expect(page.json<{ location: unknown }>().location).toEqual({ path: `/en${path}`, section });
  });
});
