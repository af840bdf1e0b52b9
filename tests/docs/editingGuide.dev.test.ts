// What docs/editing.md says about `npm run dev` (its "미리 보기" section), held against the
// dev server's own parts: the address it gives, the overlay that shows each problem of
// site.json as `npm run validate` does (the guide's own example), and that it takes no
// inquiries (the guide sends staff to `npm start` and docs/inquiries.md for that). That
// open pages reload themselves on save and lose the overlay once site.json is fixed is
// tested end to end in tests/e2e/dev-server.test.ts. The guide's example is applied to
// the site.json frozen for the guide (tests/fixtures/editing-guide/), not the live one.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest/index';
import { manifestFailure } from '../../src/devServer/build-failure';
import type { DevSite } from '../../src/devServer/dev-build';
import { createDevHandler, type DevState } from '../../src/devServer/dev-handler';
import { withDevClient } from '../../src/devServer/dev-page';
import { createEventStream } from '../../src/devServer/event-stream';
import { listen, type RunningServer } from '../../src/devServer/listen';
import { defaultPort } from '../../src/siteServer/port';
import { guidePublicDir, readGuideSiteText } from '../fixtures/editing-guide/guide-site';
import { applySteps, fencedBlocks, groupSteps } from './guideBlocks';

const guide = readFileSync(resolve('docs/editing.md'), 'utf8');
const preview = /<a id="preview"><\/a>\n([\s\S]*?)\n<a id="/.exec(guide)?.[1] ?? '';
const site = JSON.parse(readGuideSiteText()) as unknown;
const mistakes = groupSteps(fencedBlocks(guide), 'mistake');

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

describe('npm run dev as docs/editing.md describes it', () => {
  it('has a preview section that gives the address npm run dev serves at', () => {
    expect(preview).toContain('npm run dev');
    expect(preview).toContain(`http://localhost:${defaultPort}`);
    expect(preview).toContain('npm start');
    expect(preview).toContain('(inquiries.md)');
  });

  it('lays over the page, for the guide’s example mistake, site.json:line:column, the place, the message and the hint', async () => {
    const text = `${JSON.stringify(applySteps(site, mistakes.get('typo-instrument-id')!), null, 2)}\n`;
    const result = await validateManifestText(text, 'site.json', { publicDir: guidePublicDir });
    expect(result.problems.length).toBeGreaterThan(0);
    const html = withDevClient('<!doctype html><html><head></head><body><div id="root">페이지</div></body></html>', {
      build: 'last-good',
      failure: manifestFailure(result.problems, 'site.json'),
    });
    expect(html).toContain('<div id="root">페이지</div>');
    for (const problem of result.problems) {
      expect(html).toContain(`site.json:${problem.line}:${problem.column}`);
      expect(problem.path).not.toBe('');
      expect(html).toContain(escapeHtml(problem.path));
      expect(html).toContain(escapeHtml(problem.message));
      expect(html).toContain(`→ ${escapeHtml(problem.hint)}`);
    }
  });

  describe('the inquiry form', () => {
    const page = '<!doctype html><html><head></head><body>홈</body></html>';
    const devSite: DevSite = {
      id: 'run-1',
      pages: new Map([['/', page]]),
      notFound: new Map([['404.html', page]]),
      files: new Map(),
    };
    const state: DevState = { site: devSite, previous: null, failure: null };
    const events = createEventStream({ initial: () => [] });
    let server: RunningServer;

    beforeAll(async () => {
      server = await listen(
        createDevHandler({ state: () => state, events, devFiles: new Map(), publicDir: resolve('public') }),
        0,
        '127.0.0.1',
      );
    });
    afterAll(async () => {
      events.close();
      await server?.close();
    });

    it('is not taken by npm run dev: the inquiry API is not there, so nothing counts as sent', async () => {
      const response = await fetch(`${server.url}/api/inquiries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          company: '시험',
          phone: '010-1234-5678',
          email: 'a@example.com',
          message: '문의',
          consent: true,
        }),
      });
      expect(response.ok).toBe(false);
      expect(response.status).toBe(404);
    });
  });
});
