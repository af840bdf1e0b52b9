// The edits tests/siteBuild/content-edits.build.test.ts makes to a copy of the real site.json, checked
// fast on a fixed site (the editing guide's copy, tests/fixtures/editing-guide/): the edited
// manifest passes the validator, every text for people is renamed and nothing else, and
// each removal takes everything that names the removed entry with it.
import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest';
import { editContent, renameSuffix } from '../fixtures/content-edits/edit-site';
import { removeCase, removeInstrument, removePage } from '../fixtures/content-edits/remove-with-uses';
import { renameTexts } from '../fixtures/content-edits/rename-texts';
import { guidePublicDir, readGuideSiteText } from '../fixtures/editing-guide/guide-site';
import type { LabManifest } from '../helpers/labManifest';

const fixture = JSON.parse(readGuideSiteText()) as LabManifest;
const copy = () => structuredClone(fixture);

async function problemsOf(manifest: LabManifest): Promise<string[]> {
  const result = await validateManifestText(`${JSON.stringify(manifest, null, 2)}\n`, 'site.json', {
    publicDir: guidePublicDir,
  });
  return result.problems.map((problem) => `${problem.path}: ${problem.message}`);
}

/** Every value of a manifest that is not an object or array, by its JSON pointer. */
function leaves(value: unknown, at = ''): Map<string, unknown> {
  if (value === null || typeof value !== 'object') return new Map([[at, value]]);
  return new Map(Object.entries(value).flatMap(([key, child]) => [...leaves(child, `${at}/${key}`)]));
}
const strings = (manifest: LabManifest) =>
  new Map([...leaves(manifest)].filter(([, value]) => typeof value === 'string'));
const others = (manifest: LabManifest) =>
  new Map([...leaves(manifest)].filter(([, value]) => typeof value !== 'string'));

// Strings that are not text for people, by their key: ids and the ids that refer to
// entries, addresses, links, image paths, fixed kinds; and the company's numbers and
// e-mail address, the theme's colours (their labels under /labels are text), each
// language's code and locale, and the opening hours' days, times and dates.
const KEPT_KEYS = new Set([
  '$schema',
  'id',
  'hash',
  'case',
  'instrument',
  'path',
  'href',
  'baseUrl',
  'src',
  'heroImage',
  'image',
  'color',
  'type',
  'mode',
  'mailRecipient',
  // An inquiry form field's and option's stable key, and the kind of value a browser fills it with.
  'key',
  'autocomplete',
]);
const KEPT_PLACES =
  /^\/(theme\/.*|company\/(phone|fax|email|businessNumber|address\/postalCode|hours\/(weekly\/\d+\/(days\/\d+|hours\/\d+\/(opens|closes))|closures\/\d+\/(from|until)))|languages\/\d+\/(code|locale))$/;
const isKept = (pointer: string) => {
  const keys = pointer.split('/');
  const key = keys.at(-1)!;
  // A tab given as a bare id: "instruments": ["xps", …].
  return KEPT_KEYS.has(key) || (/^\d+$/.test(key) && keys.at(-2) === 'instruments') || KEPT_PLACES.test(pointer);
};

describe('the content edits', () => {
  it('rename every text for people and keep ids, paths, links, colours, numbers and image paths', () => {
    const renamed = copy();
    const pointers = renameTexts(renamed, renameSuffix);
    const before = strings(fixture);
    const after = strings(renamed);
    const changed = [...before.keys()].filter((pointer) => after.get(pointer) !== before.get(pointer));
    expect(changed).toEqual(pointers);
    expect(changed.filter(isKept)).toEqual([]);
    expect(
      [...before.keys()].filter(
        (pointer) => !isKept(pointer) && before.get(pointer) !== '' && !changed.includes(pointer),
      ),
    ).toEqual([]);
    for (const pointer of changed) expect(after.get(pointer)).toBe(before.get(pointer) + renameSuffix);
    expect(others(renamed)).toEqual(others(fixture));
  });

  it('leave a manifest that passes the validator, with an instrument, a case and a page with its menu group removed', async () => {
    const edited = copy();
    const edits = editContent(edited);
    expect(await problemsOf(edited)).toEqual([]);
    const { removedInstrument, removedCase, removedPage } = edits;
    expect(removedInstrument && removedCase && removedPage).toBeTruthy();
    expect(edited.instruments.map((instrument) => instrument.id)).not.toContain(removedInstrument!.id);
    expect(edited.cases.map((item) => item.id)).not.toContain(removedCase!.id);
    expect(edited.routes.map((route) => route.path)).not.toContain(removedPage!.path);
    expect(edited.menu.map((group) => group.href)).not.toContain(removedPage!.path);
    expect(edits.renamed.length).toBeGreaterThan(100);
  });

  // Each alone, and each for every entry that pages use: none may leave something behind that names it.
  it.each(fixture.instruments.map((instrument) => instrument.id))('remove instrument %s with its tabs', async (id) => {
    const edited = copy();
    removeInstrument(edited, id);
    expect(await problemsOf(edited)).toEqual([]);
    expect(JSON.stringify(edited)).not.toContain(`"${id}"`);
  });

  it.each(fixture.cases.map((item) => item.id))('remove case %s with its tabs and menu items', async (id) => {
    const edited = copy();
    removeCase(edited, id);
    expect(await problemsOf(edited)).toEqual([]);
    expect(JSON.stringify(edited)).not.toContain(`"${id}"`);
  });

  it.each(['/help', '/privacy', '/analysis-case'])(
    'remove page %s with its menu group and every link into it',
    async (path) => {
      const edited = copy();
      removePage(edited, path);
      expect(await problemsOf(edited)).toEqual([]);
      expect(JSON.stringify(edited)).not.toMatch(new RegExp(`"${path}[#"]`));
    },
  );
});
