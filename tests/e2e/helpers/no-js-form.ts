// A browser without JavaScript posting the inquiry form to the real server, and the page it is sent back to.
import { expect } from 'vitest';
import type { ServerProcess } from './inquiry-server';

/** A form as the fixture's /about#contact posts it. */
export const typedForm = {
  company: '무스크립트(주)',
  phone: '02-123-4567',
  email: 'kim@hanbit.example',
  message: '도금층 변색 원인 분석을 의뢰하고 싶습니다.',
  consent: 'on',
  page: '/about#contact',
  website: '',
};

export function rowCount(server: ServerProcess): number {
  const store = server.openStore();
  try {
    return store.list().total;
  } finally {
    store.close();
  }
}

export const postForm = (server: ServerProcess, values: Record<string, string>) =>
  fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams(values).toString(),
    redirect: 'manual',
  });

/** The 303 of a refused post, to the form's own page with a token and the form's fragment; then that page, as the browser asks for it. */
export async function refusedPage(
  server: ServerProcess,
  answer: Response,
): Promise<{ location: string; page: Response; html: string }> {
  expect(answer.status).toBe(303);
  const location = answer.headers.get('location') ?? '';
  expect(location).toMatch(/^\/about\?inquiry=[\w-]{24}#contact$/);
  const page = await fetch(server.url + location.replace(/#.*/, ''));
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(page.headers.get('cache-control')).toBe('no-store');
  expect(page.headers.get('etag')).toBeNull();
  return { location, page, html: await page.text() };
}

/** The form's value of a field, as the server rendered it. */
export function fieldValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];
  const textarea = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];
  return input ?? textarea;
}
