// Issue 9's promise: any valid edit of site.json keeps `npm test` green. A copy of
// today's site.json with the edits an editor makes (tests/fixtures/content-edits/) is
// built, and the same site.json-driven checks that run on the real site
// (tests/e2e/helpers/site-json-checks.ts) run on that build.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build/paths';
import type { RunningServer } from '../../scripts/server/listen';
import { editContent } from '../fixtures/content-edits/edit-site';
import { launchChromium } from '../e2e/helpers/browser';
import { readManifest } from '../e2e/helpers/manifest';
import { buildOrThrow } from '../e2e/helpers/run-build';
import { defineSiteJsonChecks } from '../e2e/helpers/site-json-checks';
import { serveSite } from '../e2e/helpers/site-server';

const edited = readManifest();
const edits = editContent(edited);
edited.$schema = join(projectRoot, 'schema/site.schema.json');

let dir: string;
let server: RunningServer | undefined;
let browser: Browser | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-content-edits-'));
  await writeFile(join(dir, 'site.json'), `${JSON.stringify(edited, null, 2)}\n`);
  await buildOrThrow(['--manifest', join(dir, 'site.json'), '--out', join(dir, 'dist')]);
  server = await serveSite(join(dir, 'dist'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const started = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('The edited site is only served inside tests.');
  return value;
};
const page = (path: string) => readFile(join(dir, 'dist', path, 'index.html'), 'utf8');

describe('an edited copy of site.json', () => {
  defineSiteJsonChecks(edited, {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
  });

  it('shows each edit on the built pages', async () => {
    // Reported as booleans with a name: a failed toContain would print the whole page.
    const holds = async (path: string, text: string) => ({ [`${path || '/'} has ${text}`]: (await page(path)).includes(text) });
    const { renamedSubItem, retitledRoute, addedInstrument, removedCase, addedRoute } = edits;
    const found = Object.assign(
      {},
      await holds('', `>${renamedSubItem.label}</a>`),
      await holds('', `href="${addedRoute.path}"`),
      await holds(retitledRoute.path, `<title>${retitledRoute.title}</title>`),
      await holds(addedInstrument.path, `>${addedInstrument.instrument.label}</button>`),
      await holds(addedInstrument.path, addedInstrument.instrument.korName),
      await holds(removedCase.path, `id="${removedCase.section}"`),
      await holds(removedCase.path, removedCase.title),
      await holds('', `href="${removedCase.path}#${removedCase.section}"`),
    );
    const expected = Object.fromEntries(Object.keys(found).map((key, index) => [key, index < 5]));
    expect(found).toEqual(expected);
  });
});
