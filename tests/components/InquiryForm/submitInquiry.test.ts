// @vitest-environment jsdom
import { formField } from '../../helpers/inquiryFields';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitInquiry } from '../../../src/components/InquiryForm/submitInquiry';
import type { CheckedInquiry } from '../../../src/inquiry/checkInquiry';
import { ko } from '../../helpers/manifestText';
import { fixtureManifest, koreanFormText, koreanRules, stubFetch } from './inquiryFixture';

const manifest = fixtureManifest();
const text = {
  dialogTitle: koreanFormText(manifest).dialogTitle,
  rules: koreanRules(manifest),
  yesNo: ['예', '아니요'] as const,
};
/** The texts as site.json holds them, for expectations that do not go through the code under test. */
const written = manifest.inquiryForm;
const answers = {
  company: '한빛소재',
  phone: '042-123-4567',
  email: 'qa@hanbit.example',
  message: '도금층 "변색" 분석\n시료 3개 & 견적',
};
const checked: CheckedInquiry = { answers, page: '/about#contact' };
/** What goes over the wire: each field by its key beside the form's own values, as a form post sends it. */
const request = { ...answers, page: '/about#contact', consent: true };
const api = { mode: 'api' } as const;
const endpoint = { mode: 'endpoint', url: 'https://api.example.com/inquiries' } as const;

const fetchMock = stubFetch();
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const answer = (status: number, body?: unknown, headers?: Record<string, string>) =>
  fetchMock.mockResolvedValueOnce(
    body === undefined ? new Response(null, { status, headers }) : Response.json(body, { status, headers }),
  );

describe.each([
  { delivery: api, url: '/api/inquiries', init: { credentials: 'same-origin' } },
  { delivery: endpoint, url: endpoint.url, init: { mode: 'cors' } },
])('$delivery.mode', ({ delivery, url, init }) => {
  it('posts the request as JSON and reports the stored id of a 201', async () => {
    answer(201, { id: 42 });
    expect(await submitInquiry(checked, delivery, text)).toEqual({ kind: 'stored', id: 42 });
    expect(fetchMock).toHaveBeenCalledOnce();
    const [calledUrl, calledInit] = fetchMock.mock.calls[0] ?? [];
    expect(calledUrl).toBe(url);
    expect(calledInit).toMatchObject({ method: 'POST', ...init, headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(calledInit?.body))).toEqual(request);
  });

  it('reports the field errors of a 400', async () => {
    const errors = { email: '이메일 주소 형식이 올바르지 않습니다.', consent: '동의하셔야 합니다.' };
    answer(400, { errors });
    expect(await submitInquiry(checked, delivery, text)).toEqual({ kind: 'invalid', errors });
  });

  it('keeps only known fields with text from the errors of a 400', async () => {
    answer(400, { errors: { phone: '연락처를 입력해 주세요.', stack: 'x', email: 3 } });
    expect(await submitInquiry(checked, delivery, text)).toEqual({
      kind: 'invalid',
      errors: { phone: '연락처를 입력해 주세요.' },
    });
  });

  it('reports a 429 with its Retry-After seconds', async () => {
    answer(429, { errors: { form: '잠시 뒤에' } }, { 'Retry-After': '30' });
    expect(await submitInquiry(checked, delivery, text)).toEqual({ kind: 'tooMany', seconds: 30 });
  });

  it('reads a Retry-After date as the seconds left until then', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-04T05:06:00Z'));
    answer(429, undefined, { 'Retry-After': 'Tue, 04 Mar 2025 05:07:30 GMT' });
    expect(await submitInquiry(checked, delivery, text)).toEqual({ kind: 'tooMany', seconds: 90 });
  });

  it('reports a server error as failed, with its message when it sends one', async () => {
    answer(500, { error: 'boom' });
    expect(await submitInquiry(checked, delivery, text)).toEqual({ kind: 'failed' });
    answer(413, { errors: { form: '문의가 너무 깁니다.' } });
    expect(await submitInquiry(checked, delivery, text)).toEqual({ kind: 'failed', message: '문의가 너무 깁니다.' });
  });

  it('reports a 400 it cannot read as failed', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('<html>Bad Request</html>', { status: 400, headers: { 'Content-Type': 'text/html' } }),
    );
    expect(await submitInquiry(checked, delivery, text)).toEqual({ kind: 'failed' });
  });

  it.each([301, 302, 304, 400, 401, 403, 404, 409, 429, 500, 502, 503])(
    'never reports a %i as stored',
    async (status) => {
      answer(status, status === 304 ? undefined : { id: 1 });
      expect((await submitInquiry(checked, delivery, text)).kind).not.toBe('stored');
    },
  );

  it('reports a network error as offline', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await submitInquiry(checked, delivery, text)).toEqual({ kind: 'offline' });
  });

  it('does not try while the browser says it is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await submitInquiry(checked, delivery, text)).toEqual({ kind: 'offline' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('what counts as stored', () => {
  it('endpoint: a 2xx, without an id when the body names none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('OK', { status: 200 }));
    expect(await submitInquiry(checked, endpoint, text)).toEqual({ kind: 'stored' });
    answer(204);
    expect(await submitInquiry(checked, endpoint, text)).toEqual({ kind: 'stored' });
  });

  it.each([200, 202, 204])(
    'api: only the site server’s 201, not a %i (a proxy’s or static host’s page)',
    async (status) => {
      answer(status, status === 204 ? undefined : { id: 1 });
      expect(await submitInquiry(checked, api, text)).toEqual({ kind: 'failed' });
    },
  );
});

describe('mailto', () => {
  it('opens the mail program with a Korean subject and every field in the body, and claims nothing more', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const outcome = await submitInquiry(checked, { mode: 'mailto', address: 'lab@example.com' }, text);
    expect(outcome).toEqual({ kind: 'mailtoOpened' });
    expect(fetchMock).not.toHaveBeenCalled();

    const [href, target] = open.mock.calls[0] ?? [];
    expect(target).toBe('_self');
    const url = String(href);
    expect(url.startsWith('mailto:lab@example.com?')).toBe(true);
    expect(url).not.toMatch(/[ \n"+]/);
    const query = new URLSearchParams(url.slice(url.indexOf('?') + 1));
    expect(query.get('subject')).toBe(`[${ko(written.dialogTitle)}] ${answers.company}`);
    const label = (key: string) => ko(formField(written, key).label);
    expect(query.get('body')).toBe(
      [
        `${label('company')}: ${answers.company}`,
        `${label('phone')}: ${answers.phone}`,
        `${label('email')}: ${answers.email}`,
        '',
        `${label('message')}:`,
        '도금층 "변색" 분석\r\n시료 3개 & 견적',
      ].join('\r\n'),
    );
  });
});

describe('console', () => {
  it('logs the request as one line of JSON and says nothing was sent', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await submitInquiry(checked, { mode: 'console' }, text)).toEqual({ kind: 'consoleOnly' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledOnce();
    const [line] = info.mock.calls[0] as [string];
    expect(line).toMatch(/^\[inquiry\] /);
    expect(JSON.parse(line.replace('[inquiry] ', ''))).toEqual(request);
  });
});
