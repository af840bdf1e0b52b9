import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentAnswer, PreviewAnswer, ValidateAnswer } from '../../../src/editor/api';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { createEditorApp } from '../../../src/editor/server/createEditorApp';
import { startupTimeout, useTestEditor } from './editorServer';

const editor = useTestEditor();
let manifest: SiteManifest;
beforeAll(async () => {
  manifest = ((await (await editor().api('GET', '/api/document')).json()) as DocumentAnswer).manifest!;
  // The first preview waits for the renderer, which is still being bundled when the editor starts answering.
  const first = await preview(manifest, '/');
  expect(first.status, await first.clone().text()).toBe(200);
}, startupTimeout);

const preview = (draft: unknown, path: string) => editor().api('POST', '/api/preview', { manifest: draft, path });

describe('POST /api/preview', () => {
  it("draws a page of the draft with the site's renderer, without its script, with fonts and images from the editor", async () => {
    const draft = structuredClone(manifest);
    draft.company.phone = '042-777-8888';
    const route = draft.routes.find((candidate) => candidate.page.type === 'stackedPage') ?? draft.routes[0];
    const response = await preview(draft, route.path);
    expect(response.status).toBe(200);
    const { html } = (await response.json()) as PreviewAnswer;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<title>${route.title}`);
    expect(html).toContain('042-777-8888');
    // Looked at, not used: no script that runs (the islands' JSON props may stay).
    expect(html).not.toMatch(/<script(?![^>]*application\/json)[^>]*>/);
    const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(html)?.[1];
    expect((await fetch(editor().url + font)).status).toBe(200);
    const image = /src="(\/images\/[^"]+)"/.exec(html)?.[1];
    expect(image).toBeDefined();
    expect((await fetch(editor().url + image)).status).toBe(200);
  });

  it('draws the 404 page for a path the draft does not have', async () => {
    const response = await preview(manifest, '/no-such-page');
    expect(response.status).toBe(200);
    const { html } = (await response.json()) as PreviewAnswer;
    expect(html).toContain(manifest.labels.notFoundTitle);
    expect(html).not.toContain('src=""');
    expect(html).not.toMatch(/<script(?![^>]*application\/json)[^>]*>/);
  });

  it('answers 422 with the problems of an invalid draft instead of drawing it', async () => {
    const draft = structuredClone(manifest) as unknown as { routes: unknown };
    draft.routes = 'none';
    const response = await preview(draft, '/');
    expect(response.status).toBe(422);
    const answer = (await response.json()) as ValidateAnswer;
    expect(answer.problems.map((problem) => problem.pointer)).toContain('/routes');
    expect(editor().errors).toEqual([]);
  });
});

describe('a renderer that could not be loaded', () => {
  it('answers previews with a Korean 500 and leaves the rest of the editor working', async () => {
    const failed = Promise.reject(new Error('src/entry.server.tsx:3:1: Expected ";"'));
    failed.catch(() => undefined);
    const app = await createEditorApp({
      paths: { manifest: editor().manifest, publicDir: editor().publicDir },
      drawPage: failed,
      files: new Map(),
      port: () => 4174,
      logError: () => undefined,
    });
    const headers = { host: '127.0.0.1:4174', origin: 'http://127.0.0.1:4174' };
    const response = await app.inject({ method: 'POST', url: '/api/preview', headers, payload: { manifest, path: '/' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'preview-unavailable', message: expect.stringContaining('Expected ";"') });
    expect((await app.inject({ method: 'GET', url: '/api/document/version', headers })).statusCode).toBe(200);
    await app.close();
  });
});
