import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentDispositionOf } from '../../../src/siteServer/static/contentDisposition';
import { staticSite } from '../../../src/siteServer/static/staticSite';

let dir: string;
let app: FastifyInstance;

const FILES: Record<string, string> = {
  '분석의뢰서.pdf': 'application/pdf',
  'form.hwp': 'application/x-hwp',
  'form.hwpx': 'application/hwp+zip',
  'form.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'prices.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-downloads-'));
  await mkdir(join(dir, 'files'));
  for (const name of Object.keys(FILES)) await writeFile(join(dir, 'files', name), `%PDF ${name}`);
  await writeFile(join(dir, 'files', "it's (draft).pdf"), '%PDF');
  await writeFile(join(dir, 'index.html'), '<h1>home</h1>');
  app = Fastify();
  app.setNotFoundHandler(staticSite({ siteDir: () => dir, olderSiteDirs: async () => [] }));
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a file offered for download, as the server sends it', () => {
  it('has its type and is saved under its own name, a Korean name encoded as RFC 5987 says', async () => {
    for (const [name, type] of Object.entries(FILES)) {
      const response = await app.inject({ url: `/files/${encodeURIComponent(name)}` });
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe(type);
      expect(response.headers['content-disposition'], name).toMatch(
        /^attachment; filename="[^"]+"; filename\*=UTF-8''/u,
      );
    }
    const korean = await app.inject({ url: '/files/%EB%B6%84%EC%84%9D%EC%9D%98%EB%A2%B0%EC%84%9C.pdf' });
    expect(korean.headers['content-disposition']).toBe(
      `attachment; filename="_____.pdf"; filename*=UTF-8''%EB%B6%84%EC%84%9D%EC%9D%98%EB%A2%B0%EC%84%9C.pdf`,
    );
  });

  it('escapes what RFC 5987 does not allow bare, and keeps the plain name a valid quoted string', () => {
    expect(contentDispositionOf("/files/it's (draft).pdf")).toBe(
      `attachment; filename="it's (draft).pdf"; filename*=UTF-8''it%27s%20%28draft%29.pdf`,
    );
    expect(contentDispositionOf('/files/a"b\\c.pdf')).toBe(
      `attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`,
    );
  });

  it('leaves pages and other files to be shown, not saved', async () => {
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-disposition']).toBeUndefined();
    expect(contentDispositionOf('/images/hero.svg')).toBeUndefined();
    expect(contentDispositionOf('/files/report.pdf.html')).toBeUndefined();
  });
});
