import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentAnswer, PreviewAnswer, ValidateAnswer } from '../../../../src/editor/shared/apiContract';
import type { SiteManifest } from '../../../../src/manifest/site.gen';
import { createEditorApp } from '../../../../src/editor/app/api/createEditorApp';
import { createPreviewDraft } from '../../../../src/editor/preview/api/previewDraft';
import { startupTimeout, useTestEditor } from '../../app/api/editorServer';

const editor = useTestEditor();
let manifest: SiteManifest;
beforeAll(async () => {
  manifest = ((await (await editor().api('GET', '/api/document')).json()) as DocumentAnswer).manifest!;
  // The first preview waits for the renderer, which is still being bundled when the editor starts answering.
  const first = await preview(manifest);
  expect(first.status, await first.clone().text()).toBe(200);
}, startupTimeout);

const preview = (draft: unknown) => editor().api('POST', '/api/preview', { manifest: draft });
/** A page of the preview frame, as the frame inside the editor's page asks for it. */
const framePage = (path: string, headers: Record<string, string> = {}) =>
  fetch(editor().previewUrl + path, { headers });

describe('POST /api/preview and the preview frame', () => {
  it("draws the draft's pages at their own paths on the preview's origin, with the frame's script, fonts and images", async () => {
    const draft = structuredClone(manifest);
    draft.company.phone = '042-777-8888';
    const route = draft.routes.find((candidate) => candidate.page.type === 'stackedPage') ?? draft.routes[0];
    const response = await preview(draft);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as PreviewAnswer;
    expect(answer.frame).toBe(editor().previewUrl);
    expect(editor().previewUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(editor().previewUrl).not.toBe(editor().url);

    const page = await framePage(route.path);
    expect(page.status).toBe(200);
    // Only the editor's page may frame it.
    expect(page.headers.get('content-security-policy')).toBe(
      `frame-ancestors ${editor().url} http://localhost:${editor().port}`,
    );
    const html = await page.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<title>${route.title}`);
    expect(html).toContain('042-777-8888');
    expect(html).toContain(`"version":${answer.version}`);
    const script = /<script type="module" src="(\/_preview\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await framePage(script!)).status).toBe(200);
    const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(html)?.[1];
    expect((await framePage(font!)).status).toBe(200);
    const image = /src="(\/images\/[^"]+)"/.exec(html)?.[1];
    expect(image).toBeDefined();
    expect((await framePage(image!)).status).toBe(200);
  });

  it('keeps drawing the last valid draft when a draft has problems, and answers 422 with them', async () => {
    const draft = structuredClone(manifest) as unknown as { routes: unknown };
    draft.routes = 'none';
    const response = await preview(draft);
    expect(response.status).toBe(422);
    const answer = (await response.json()) as ValidateAnswer;
    expect(answer.problems.map((problem) => problem.pointer)).toContain('/routes');
    expect((await framePage(manifest.routes[0]!.path)).status).toBe(200);
    expect(editor().errors).toEqual([]);
  });

  it('draws the 404 page for a path the draft does not have', async () => {
    const response = await framePage('/no-such-page');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(manifest.labels.notFoundTitle);
    expect(html).not.toContain('src=""');
  });

  it('sends nothing a form in the preview posts, and answers only at its own address', async () => {
    const posted = await fetch(`${editor().previewUrl}/api/inquiries`, {
      method: 'POST',
      headers: { Origin: editor().previewUrl },
      body: '{}',
    });
    expect(posted.status).toBe(405);
    const port = new URL(editor().previewUrl).port;
    const status = await new Promise<number>((resolve, reject) => {
      const call = request(
        { host: '127.0.0.1', port, path: '/', headers: { Host: `evil.example:${port}` } },
        (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(status).toBe(403);
  });
});

describe('a renderer that could not be loaded', () => {
  it('answers previews with a Korean 500 and leaves the rest of the editor working', async () => {
    const failed = Promise.reject(new Error('src/render/prerender.tsx:3:1: Expected ";"'));
    failed.catch(() => undefined);
    const app = await createEditorApp({
      paths: { manifest: editor().manifest, publicDir: editor().publicDir },
      drawPage: failed,
      previewDraft: createPreviewDraft(),
      frameOrigin: () => 'http://127.0.0.1:4175',
      files: new Map(),
      port: () => 4174,
      logError: () => undefined,
    });
    const headers = { host: '127.0.0.1:4174', origin: 'http://127.0.0.1:4174' };
    const response = await app.inject({ method: 'POST', url: '/api/preview', headers, payload: { manifest } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      code: 'preview-unavailable',
      message: expect.stringContaining('Expected ";"'),
    });
    expect((await app.inject({ method: 'GET', url: '/api/document/version', headers })).statusCode).toBe(200);
    await app.close();
  });
});
