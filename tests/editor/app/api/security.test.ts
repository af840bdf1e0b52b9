import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { DocumentAnswer, ErrorAnswer } from '../../../../src/editor/shared/apiContract';
import { useTestEditor } from './editorServer';

const editor = useTestEditor();

/** A request with headers fetch() would not let us set (Host), as a rebinding page's browser would send it. */
function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: editor().port, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function saveAttempt(origin: string | undefined): Promise<Response> {
  const { manifest, version } = (await (await editor().api('GET', '/api/document')).json()) as DocumentAnswer;
  const draft = structuredClone(manifest!);
  draft.company.phone = '010-0000-0000';
  return fetch(`${editor().url}/api/document`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) },
    body: JSON.stringify({ manifest: draft, baseVersion: version }),
  });
}

describe('requests from anywhere but the editor page', () => {
  it('refuses a save from a foreign Origin with 403, writing nothing', async () => {
    const before = await readFile(editor().manifest);
    const response = await saveAttempt('https://evil.example');
    expect(response.status).toBe(403);
    const answer = (await response.json()) as ErrorAnswer;
    expect(answer.code).toBe('foreign-origin');
    expect(answer.message).toMatch(/[가-힣]/);
    expect((await readFile(editor().manifest)).equals(before)).toBe(true);
  });

  it('refuses a save without an Origin, and one from another port of this computer', async () => {
    expect((await saveAttempt(undefined)).status).toBe(403);
    expect((await saveAttempt(`http://127.0.0.1:${editor().port + 1}`)).status).toBe(403);
  });

  it('accepts the page at either of its own addresses', async () => {
    expect((await saveAttempt(editor().url)).status).toBe(200);
    expect((await saveAttempt(`http://localhost:${editor().port}`)).status).toBe(200);
  });

  it('refuses any request whose Host is not its own (DNS rebinding), even a read', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${editor().port}`,
      `127.0.0.1:${editor().port + 1}`,
      `0.0.0.0:${editor().port}`,
    ]) {
      const response = await rawRequest('GET', '/api/document', { Host: host });
      expect(response.status, host).toBe(403);
      expect((JSON.parse(response.body) as ErrorAnswer).code).toBe('foreign-host');
    }
    expect((await rawRequest('GET', '/api/document/version', { Host: `localhost:${editor().port}` })).status).toBe(200);
  });

  it('refuses a foreign Origin on every kind of write', async () => {
    for (const [method, path] of [
      ['POST', '/api/validate'],
      ['POST', '/api/preview'],
      ['POST', '/api/images'],
      ['POST', '/api/publish'],
    ] as const) {
      const response = await fetch(editor().url + path, {
        method,
        headers: { Origin: 'http://attacker.test', 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(response.status, path).toBe(403);
    }
  });

  it('refuses a body over the limit with a Korean 413', async () => {
    const response = await editor().api('POST', '/api/validate', {
      manifest: { padding: 'x'.repeat(9 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorAnswer).code).toBe('body-too-large');
  });
});

describe('where it listens', () => {
  it('is reached at 127.0.0.1 only', async () => {
    expect(editor().url).toBe(`http://127.0.0.1:${editor().port}`);
    const elsewhere = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (!elsewhere) return; // A machine with loopback alone has no other address to try.
    await expect(fetch(`http://${elsewhere.address}:${editor().port}/`)).rejects.toThrow();
  });
});
