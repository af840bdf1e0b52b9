import type { ServerProcess } from './inquiry-server';

/** A JSON inquiry posted as the site's own form would (same origin). */
export const postInquiryJson = (server: { url: string }, body: object) =>
  fetch(`${server.url}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });

/** The row as the server stored it, read from its database beside it. */
export function storedInquiry(server: ServerProcess, id: number) {
  const store = server.openStore();
  try {
    return store.get(id);
  } finally {
    store.close();
  }
}

/** Logs in to the inbox and gives the session cookie (`admin_session=…`) to send with later requests. */
export async function staffCookie(server: { url: string }, username: string, password: string): Promise<string> {
  const login = await fetch(`${server.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams({ username, password }).toString(),
    redirect: 'manual',
  });
  return login.headers
    .getSetCookie()
    .find((value) => value.startsWith('admin_session='))!
    .split(';')[0]!;
}
