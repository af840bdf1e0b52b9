import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staticSite } from '../../../src/siteServer/static/staticSite';

let dir: string;
let app: FastifyInstance;
const secret = 'staff password hashes';

/**
 * A release as the build lays it out, reached through a `current` link, with
 * links planted in its site folder: to files outside it, to a folder outside
 * it, as a page's precompressed copy, and one to a page of its own.
 */
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-links-'));
  const site = join(dir, 'dist-releases/20261127T000000Z-abcdef/site');
  await mkdir(join(site, 'about'), { recursive: true });
  await mkdir(join(dir, 'data'));
  await writeFile(join(dir, 'data/inquiries.sqlite'), secret);
  await writeFile(join(site, 'index.html'), '<h1>home</h1>');
  await writeFile(join(site, 'about/index.html'), '<h1>about</h1>');
  await writeFile(join(site, '404.html'), '<h1>not found</h1>');
  await symlink(join(dir, 'data/inquiries.sqlite'), join(site, 'db.sqlite'));
  await symlink('../../../data/inquiries.sqlite', join(site, 'relative.sqlite'));
  await symlink(join(dir, 'data'), join(site, 'data'));
  await symlink(join(dir, 'data/inquiries.sqlite'), join(site, 'about/index.html.br'));
  await symlink('about/index.html', join(site, 'also-about.html'));
  await symlink('20261127T000000Z-abcdef', join(dir, 'dist-releases/current'));
  app = Fastify();
  app.setNotFoundHandler(
    staticSite({ siteDir: () => join(dir, 'dist-releases/current/site'), olderSiteDirs: async () => [] }),
  );
});
afterEach(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the static site', () => {
  it('never sends a file whose real path leaves the release folder: a planted link is not found', async () => {
    for (const url of ['/db.sqlite', '/relative.sqlite', '/data/inquiries.sqlite']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).toBe('<h1>not found</h1>');
    }
  });

  it('sends the page itself when its precompressed copy is a link out of the folder', async () => {
    const answer = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe('<h1>about</h1>');
  });

  it('serves the release through the links it is reached by, and a link that stays inside it', async () => {
    expect((await app.inject({ method: 'GET', url: '/' })).body).toBe('<h1>home</h1>');
    expect((await app.inject({ method: 'GET', url: '/also-about' })).body).toBe('<h1>about</h1>');
  });
});
