// Issue 9's promise: any valid edit of site.json keeps `npm test` green. A copy of
// today's site.json with the edits an editor makes (tests/fixtures/content-edits/) is
// built, and the same site.json-driven checks that run on the real site
// (tests/e2e/helpers/site-json-checks.ts) run on that build.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build/paths';
import { editContent } from '../fixtures/content-edits/edit-site';
import { useBuiltSite } from '../e2e/helpers/built-site';
import { readManifest } from '../e2e/helpers/manifest';
import { buildOrThrow } from '../e2e/helpers/run-build';
import { defineSiteJsonChecks } from '../e2e/helpers/site-json-checks';

const edited = readManifest();
const edits = editContent(edited);
edited.$schema = join(projectRoot, 'schema/site.schema.json');

let dir: string;

// Registered before useBuiltSite's hooks, so the copy is built before it is served.
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-content-edits-'));
  await writeFile(join(dir, 'site.json'), `${JSON.stringify(edited, null, 2)}\n`);
  await buildOrThrow(['--manifest', join(dir, 'site.json'), '--out', join(dir, 'dist')]);
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});
const site = useBuiltSite(() => join(dir, 'dist'));

const page = (path: string) => readFile(join(dir, 'dist', path, 'index.html'), 'utf8');

describe('an edited copy of site.json', () => {
  defineSiteJsonChecks(edited, site);

  it('shows each edit on the built pages', async () => {
    const { renamedSubItem, retitledRoute, addedInstrument, removedCase, addedRoute } = edits;
    // [page, text, whether the page holds it]
    const expectations: [string, string, boolean][] = [
      ['', `href="${addedRoute.path}"`, true],
      [retitledRoute.path, `<title>${retitledRoute.title}</title>`, true],
    ];
    if (renamedSubItem) expectations.push(['', `>${renamedSubItem.label}</a>`, true]);
    if (addedInstrument) {
      expectations.push([addedInstrument.path, `>${addedInstrument.instrument.label}</button>`, true]);
      expectations.push([addedInstrument.path, addedInstrument.instrument.korName, true]);
    }
    if (removedCase) {
      expectations.push([removedCase.path, `id="${removedCase.section}"`, false]);
      expectations.push([removedCase.path, removedCase.title, false]);
      expectations.push(['', `href="${removedCase.path}#${removedCase.section}"`, false]);
    }
    // Compared as booleans with a name: a failed toContain would print the whole page.
    const found = Object.fromEntries(
      await Promise.all(expectations.map(async ([path, text]) => [`${path || '/'} has ${text}`, (await page(path)).includes(text)] as const)),
    );
    expect(found).toEqual(Object.fromEntries(expectations.map(([path, text, present]) => [`${path || '/'} has ${text}`, present])));
  });
});
