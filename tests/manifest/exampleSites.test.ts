// The sites of examples/ (issue 31: a firm's site from its own site.json) validate as they are, and each refuses a
// broken variant at the line of what broke it. Expectations come from each example's own content, so any valid edit of
// an example keeps this green.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest';
import { exampleSites } from '../../scripts/new-site/exampleSites';

type Json = Record<string, unknown> & {
  company: Record<string, unknown>;
  menu: { href: string }[];
  labels: Record<string, unknown>;
  routes: { page: { sections?: { type: string }[] } }[];
};

describe.each(exampleSites())('examples/$name', (example) => {
  const text = readFileSync(example.manifest, 'utf8');
  const validate = (manifest: Json) =>
    validateManifestText(JSON.stringify(manifest, null, 2), 'site.json', { publicDir: example.public, lang: 'en' });
  /** The example parsed afresh, changed by `change`. */
  const variant = (change: (manifest: Json) => void): Json => {
    const manifest = JSON.parse(text) as Json;
    change(manifest);
    return manifest;
  };
  /** The 1-based line of the first line of the written-out manifest holding `needle`. */
  const lineOf = (manifest: Json, needle: string) =>
    JSON.stringify(manifest, null, 2)
      .split('\n')
      .findIndex((line) => line.includes(needle)) + 1;
  const problemsOf = async (manifest: Json) =>
    (await validate(manifest)).problems.map((problem) => `${problem.code} ${problem.pointer} @${problem.line}`);

  it('validates as it is, with no problem and no warning', async () => {
    const result = await validateManifestText(text, example.manifest, { publicDir: example.public, lang: 'en' });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it('refuses a phone number with a letter O for a zero, at its line', async () => {
    const manifest = variant((m) => (m.company.phone = '02-555-O142'));
    expect(await problemsOf(manifest)).toEqual([
      `pattern /company/phone @${lineOf(manifest, '"phone": "02-555-O142"')}`,
    ]);
  });

  it('refuses a menu link to a page it does not have, at its line', async () => {
    const manifest = variant((m) => (m.menu[0]!.href = '/no-such-page'));
    const problems = await problemsOf(manifest);
    expect(problems[0]).toBe(`unknown-page /menu/0/href @${lineOf(manifest, '"href": "/no-such-page"')}`);
  });

  it('refuses a section whose part is missing, at the section', async () => {
    const manifest = variant((m) => {
      delete m.map;
      m.routes[0]!.page.sections!.push({ type: 'location', id: 'way-here' } as never);
    });
    const line = lineOf(manifest, '"type": "location"');
    expect(await problemsOf(manifest)).toContain(
      `kind-needs-part /routes/0/page/sections/${manifest.routes[0]!.page.sections!.length - 1}/type @${line}`,
    );
  });
});
