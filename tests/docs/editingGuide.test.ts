// Keeps docs/editing.md honest: every JSON example in the guide is parsed, and every
// recipe is applied to a fresh copy of the guide's site.json and validated, first with
// AJV against the schema, then with the project's own validator (cross-references,
// images). The guide's site.json is the copy frozen for it in tests/fixtures/editing-guide/
// (its README says how to refresh it), never the live site.json: staff editing that one
// must not turn these tests red (issue 20). Below, "site.json" means that copy.
//
// The guide marks its code blocks in the info string after ```json:
//
//   recipe=<name> target=<where> op=<append|set|merge|remove> [files=<path>,<path>]
//       One step of recipe <name>. The steps of a recipe are applied in order to one
//       fresh copy of site.json, and the result must be valid. files= lists the image
//       files the recipe tells staff to add to public/; the tests copy public/ to a
//       temporary folder and write a stand-in at each of those paths (the validator
//       and the build only need the file to be there; nothing decodes it).
//   mistake=<name> target=<where> op=<...>
//       Applied the same way to a fresh copy, but the result must be rejected.
//   (no words)   a complete JSON value: it must parse.
//   fragment     property lines without their surrounding { }: wrapped, they must parse.
//   invalid      deliberately broken JSON: it must NOT parse (combinable with fragment).
// and ```text output right after an invalid or mistake block shows what
// `npm run validate` prints for it: each line (a problem `site.json:LINE:COL  <place
// in the site's words>: <message>`, its hint `  → <hint>  (<JSON pointer>)`, or the
// summary) must be one the validator really prints; after a mistake block, all of them
// and nothing else, in order (a reference left behind that the guide does not show is a
// failure). Line and column numbers are left
// out of the comparison (they move as site.json grows): the leading line:column, and
// 'N행', 'N열' inside a message ("처음 쓴 곳은 1508행입니다").
//
// target is a JSON pointer into site.json; a segment may pick an array element by
// one of its fields instead of its index, and the value may contain "/":
//   /instruments[id=xps]/equips/0/image
//   /routes[path=/analysis-tech]/page/sections[id=surface]/instruments
// op: append pushes the block's value onto the array at target; set replaces the value
// at target (an object property may be new); merge copies the block object's
// properties onto the object at target (shallow); remove deletes the array element or
// property at target, and the block shows what is deleted: the same value, or for an
// object, some of its properties (an entry shown by its id and label), so that the
// guide cannot go on deleting something site.json no longer has there.
//
// The table of contents links each recipe as #recipe-<name>; every such link must
// have its anchor and its recipe blocks, and every recipe must be in the contents.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, formatSummary, validateManifestText } from '../../src/manifest/index';
import { addTextFormats } from '../../src/manifest/schema/textFormats';
import { readGuideSiteText } from '../fixtures/editing-guide/guide-site';
import {
  applyStep,
  applySteps,
  fencedBlocks,
  groupSteps,
  isShownBy,
  parseTarget,
  stepOf,
  type FencedBlock,
} from './guideBlocks';
import { publicDirWithStandIns, type TempPublicDir } from './publicStandIns';

const guide = readFileSync(resolve('docs/editing.md'), 'utf8');
const site = JSON.parse(readGuideSiteText()) as unknown;
const schema = JSON.parse(readFileSync(resolve('schema/site.schema.json'), 'utf8')) as object;

// Union types as the project's own validator allows them (an instrument tab is an id or { instrument, label }).
const ajv = new Ajv2020({
  allErrors: true,
  discriminator: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
});
addFormats(ajv);
addTextFormats(ajv);
const schemaValid = ajv.compile(schema);

const blocks = fencedBlocks(guide);
const jsonBlocks = blocks.filter((block) => block.lang === 'json');
const recipes = groupSteps(blocks, 'recipe');
const mistakes = groupSteps(blocks, 'mistake');

/** The recipes the issue asks the guide to cover; the contents may list more, never fewer. */
const REQUIRED_RECIPES = [
  'add-instrument',
  'add-equipment-model',
  'add-instrument-tab',
  'add-case',
  'change-company',
  'add-partner',
  'add-page',
  'replace-image',
  'remove-instrument',
  'remove-case',
  'remove-page',
];

const ALLOWED = {
  recipe: { attrs: ['recipe', 'target', 'op', 'files'], flags: [] },
  mistake: { attrs: ['mistake', 'target', 'op'], flags: [] },
  plain: { attrs: [], flags: ['fragment', 'invalid'] },
} as const;

const kindOf = (block: FencedBlock) =>
  'recipe' in block.attrs ? 'recipe' : 'mistake' in block.attrs ? 'mistake' : 'plain';
const where = (block: FencedBlock) => `docs/editing.md line ${block.line}`;
const asText = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;
const schemaErrorsOf = (doc: unknown) =>
  schemaValid(doc) ? [] : ajv.errorsText(schemaValid.errors, { separator: '\n' });

/** What `npm run validate` would print for this text, as lines. */
async function validatorOutput(text: string, publicDir: string): Promise<{ ok: boolean; lines: string[] }> {
  const result = await validateManifestText(text, 'site.json', { publicDir });
  const printed = [
    ...result.problems.map((problem) => formatProblem(problem, 'site.json')),
    formatSummary(result.problems, 'site.json'),
  ];
  return { ok: result.ok, lines: printed.join('\n').split('\n') };
}

const withoutPosition = (line: string) =>
  line
    .replace(/^site\.json:\d+:\d+ /, 'site.json:N:N ')
    .replace(/\d+행/g, 'N행')
    .replace(/\d+열/g, 'N열');

let publicDir: TempPublicDir;
beforeAll(async () => {
  publicDir = await publicDirWithStandIns([...recipes.values()].flat().flatMap((step) => step.files));
});
afterAll(() => publicDir?.remove());

describe('the harness', () => {
  it('reads info strings, selectors with slashes and indented fences', () => {
    const [block] = fencedBlocks(
      'text\n  ```json recipe=x target=/routes[path=/a-b]/page op=set files=/a.svg,/b.svg\n  {"a": 1}\n  ```\n',
    );
    expect(block).toMatchObject({
      lang: 'json',
      attrs: { recipe: 'x', op: 'set', files: '/a.svg,/b.svg' },
      text: '{"a": 1}',
      line: 2,
    });
    expect(parseTarget(block!.attrs.target!)).toEqual([
      { key: 'routes', select: { field: 'path', value: '/a-b' } },
      { key: 'page' },
    ]);
  });

  it('applies append, set and merge where the target says', () => {
    const doc = structuredClone(site) as {
      instruments: { id: string; equips: unknown[] }[];
      company: { phone: string; name: unknown };
    };
    applyStep(doc, '/instruments[id=xps]/equips', 'append', { modelName: 'm' });
    applyStep(doc, '/company', 'merge', { phone: '02-000-0000' });
    applyStep(doc, '/instruments[id=ic]/equips/1', 'set', 'x');
    expect(doc.instruments.find((item) => item.id === 'xps')!.equips.at(-1)).toEqual({ modelName: 'm' });
    expect(doc.company.phone).toBe('02-000-0000');
    expect(doc.company.name).toEqual((site as typeof doc).company.name);
    expect(doc.instruments.find((item) => item.id === 'ic')!.equips[1]).toBe('x');
  });

  it('removes the element or property at target when the block shows what is there', () => {
    type Doc = {
      instruments: { id: string; label: string }[];
      company: Record<string, unknown>;
      routes: { path: string; page: { sections: { id: string; instruments?: string[] }[] } }[];
    };
    const doc = structuredClone(site) as Doc;
    const count = doc.instruments.length;
    applyStep(doc, '/instruments[id=xps]', 'remove', { id: 'xps', label: { ko: 'XPS', en: 'XPS' } });
    applyStep(doc, '/company/fax', 'remove', (site as Doc).company.fax);
    applyStep(doc, '/routes[path=/analysis-tech]/page/sections[id=surface]/instruments/1', 'remove', 'xps');
    expect(doc.instruments).toHaveLength(count - 1);
    expect(doc.instruments.map((item) => item.id)).not.toContain('xps');
    expect(Object.hasOwn(doc.company, 'fax')).toBe(false);
    expect(
      doc.routes
        .find((route) => route.path === '/analysis-tech')!
        .page.sections.find((section) => section.id === 'surface')!.instruments,
    ).not.toContain('xps');
    // What the block shows must be what is there: an object by some of its properties, anything else whole.
    expect(isShownBy({ id: 'a', label: 'A', equips: [] }, { id: 'a' })).toBe(true);
    expect(isShownBy({ id: 'a', label: 'A' }, { id: 'a', label: 'B' })).toBe(false);
    expect(isShownBy({ id: 'a' }, { id: 'a', equips: [] })).toBe(false);
    expect(isShownBy('a', { id: 'a' })).toBe(false);
    expect(isShownBy(['a', 'b'], ['a'])).toBe(false);
    const again = structuredClone(site);
    expect(() =>
      applyStep(again, '/instruments[id=ic]', 'remove', { id: 'ic', label: { ko: 'XPS', en: 'XPS' } }),
    ).toThrow(/not what the block shows/);
    expect(() =>
      applyStep(again, '/routes[path=/analysis-tech]/page/sections[id=surface]/instruments/0', 'remove', 'xps'),
    ).toThrow(/not what the block shows/);
    expect(() => applyStep(again, '/company/no-such', 'remove', 'x')).toThrow(/nothing there/);
    expect(again).toEqual(site);
  });

  it('leaves line and column numbers out of the comparison, at the start and inside a message', () => {
    expect(
      withoutPosition(
        "site.json:1924:13  장비 목록 › XPS › 장비 고유 이름: 장비 고유 이름 'xps'이(가) 두 번 쓰였습니다. 처음 쓴 곳은 1508행입니다.",
      ),
    ).toBe(
      "site.json:N:N  장비 목록 › XPS › 장비 고유 이름: 장비 고유 이름 'xps'이(가) 두 번 쓰였습니다. 처음 쓴 곳은 N행입니다.",
    );
    expect(withoutPosition('  → 앞 항목의 끝(2행 12열)에 쉼표(,)를 넣으세요.  (/1)')).toBe(
      '  → 앞 항목의 끝(N행 N열)에 쉼표(,)를 넣으세요.  (/1)',
    );
  });

  it('refuses targets that do not exist or do not fit the op', () => {
    const doc = structuredClone(site);
    expect(() => applyStep(doc, '/instruments[id=no-such]/equips', 'append', {})).toThrow(/matches 0 elements/);
    expect(() => applyStep(doc, '/company', 'append', {})).toThrow(/not an array/);
    expect(() => applyStep(doc, '/instruments/9999', 'set', {})).toThrow(/nothing there/);
    expect(() => applyStep(doc, '/instrumnets', 'append', {})).toThrow(/nothing there/);
    expect(() => applyStep(doc, '/company', 'insert', {})).toThrow(/unknown op/);
    expect(() => parseTarget('instruments')).toThrow();
  });

  it('rejects a wrong recipe snippet with AJV and with the project validator', async () => {
    // An instrument without its models, shown as a tab under an id that does not exist (its texts in both languages, so that nothing else is wrong).
    const wrong = fencedBlocks(
      [
        '```json recipe=wrong target=/instruments op=append',
        '{ "id": "gd-oes", "label": { "ko": "GD-OES", "en": "GD-OES" }, "korName": { "ko": "글로우방전 발광분광분석기", "en": "Glow discharge OES" }, "subName": "Glow Discharge OES" }',
        '```',
        '```json recipe=wrong target=/routes[path=/analysis-tech]/page/sections[id=elemental]/instruments op=append',
        '"gd-oess"',
        '```',
      ].join('\n'),
    );
    const result = applySteps(site, [...groupSteps(wrong, 'recipe').get('wrong')!]);
    expect(schemaErrorsOf(result)).toContain("must have required property 'equips'");
    const output = await validatorOutput(asText(result), publicDir.dir);
    expect(output.ok).toBe(false);
    // Each problem names its place in the site's own words, then says what is wrong.
    expect(output.lines.map(withoutPosition)).toEqual(
      expect.arrayContaining([
        "site.json:N:N  분석기술 › 원소분석 › 장비 탭: 'gd-oess'(이)라는 장비가 없습니다. 혹시 'gd-oes'(GD-OES)을(를) 말씀하셨나요?",
        "site.json:N:N  장비 목록 › GD-OES: 필수 항목 '장비 모델 목록'(equips)이 없습니다.",
        'site.json: 문제 2개를 찾았습니다.',
      ]),
    );
  });

  it('notices an image that a recipe uses without declaring it in files=', async () => {
    const [block] = fencedBlocks(
      '```json recipe=x target=/partners/0/logo/src op=set\n"/images/partners/not-added.svg"\n```',
    );
    const output = await validatorOutput(asText(applySteps(site, [stepOf(block!, 'recipe')])), publicDir.dir);
    expect(output.ok).toBe(false);
  });
});

describe('docs/editing.md', () => {
  it('has examples to check', () => {
    expect(jsonBlocks.length).toBeGreaterThan(10);
    expect(recipes.size).toBeGreaterThanOrEqual(REQUIRED_RECIPES.length);
  });

  it('uses only the documented words in its json info strings', () => {
    for (const block of jsonBlocks) {
      const allowed = ALLOWED[kindOf(block)];
      expect(
        Object.keys(block.attrs).filter((key) => !(allowed.attrs as readonly string[]).includes(key)),
        where(block),
      ).toEqual([]);
      expect(
        block.flags.filter((flag) => !(allowed.flags as readonly string[]).includes(flag)),
        where(block),
      ).toEqual([]);
    }
  });

  it('writes plain json examples that parse, and invalid ones that do not', () => {
    for (const block of jsonBlocks.filter((item) => kindOf(item) === 'plain')) {
      const text = block.flags.includes('fragment') ? `{\n${block.text}\n}` : block.text;
      if (block.flags.includes('invalid')) expect(() => JSON.parse(text), where(block)).toThrow();
      else expect(() => JSON.parse(text), where(block)).not.toThrow();
    }
  });

  it('shows validator output that the validator really prints', async () => {
    const outputs = blocks.flatMap((block, index) =>
      block.lang === 'text' && block.flags.includes('output') ? [{ block, source: blocks[index - 1]! }] : [],
    );
    expect(outputs.length).toBeGreaterThan(0);
    for (const { block, source } of outputs) {
      const isInvalid = source.lang === 'json' && source.flags.includes('invalid');
      const mistake = source.attrs.mistake;
      expect(
        isInvalid || mistake !== undefined,
        `${where(block)}: an output block must follow an invalid or mistake block`,
      ).toBe(true);
      const text = isInvalid ? source.text : asText(applySteps(site, mistakes.get(mistake!)!));
      const printed = (await validatorOutput(text, publicDir.dir)).lines.map(withoutPosition);
      const shown = block.text
        .split('\n')
        .filter((item) => item.trim() !== '')
        .map(withoutPosition);
      for (const line of shown)
        expect(printed, `${where(block)}: the validator does not print this line`).toContain(line);
      if (mistake !== undefined)
        expect(shown, `${where(block)}: the validator prints exactly these lines`).toEqual(printed);
    }
  });

  it('quotes the all-clear as the validator prints it', async () => {
    const printed = (await validatorOutput(asText(site), publicDir.dir)).lines.join('\n');
    expect(blocks.filter((block) => block.lang === 'text').map((block) => block.text)).toContain(printed);
    // The steps at the top quote it too.
    expect(guide).toContain('`문제가 없습니다`');
    expect(printed).toContain('문제가 없습니다');
  });

  it('lists in its contents every recipe it has, and has every recipe it lists', () => {
    const contents = /^## 차례\n([\s\S]*?)\n## /m.exec(guide)?.[1] ?? '';
    const links = [...contents.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!);
    for (const link of links) expect(guide, `anchor for #${link}`).toContain(`<a id="${link}"></a>`);
    const listed = links.filter((link) => link.startsWith('recipe-')).map((link) => link.slice('recipe-'.length));
    expect(listed).toEqual(expect.arrayContaining(REQUIRED_RECIPES));
    expect(new Set(listed)).toEqual(new Set(recipes.keys()));
  });
});

describe('each recipe, applied to a fresh copy of site.json', () => {
  it('starts from a site.json that is valid', async () => {
    expect(schemaErrorsOf(site)).toEqual([]);
    expect((await validatorOutput(asText(site), publicDir.dir)).lines).toEqual(['site.json: 문제가 없습니다.']);
  });

  it.each([...recipes.keys()])('%s: conforms to the schema and passes the validator', async (name) => {
    const steps = recipes.get(name)!;
    const result = applySteps(site, steps);
    expect(result).not.toEqual(site);
    expect(schemaErrorsOf(result)).toEqual([]);
    expect((await validatorOutput(asText(result), publicDir.dir)).lines).toEqual(['site.json: 문제가 없습니다.']);
    // A stand-in is only for files the recipe really uses, and only for files staff must add.
    const used = asText(result);
    for (const file of steps.flatMap((step) => step.files)) {
      expect(used, `${name} declares ${file}`).toContain(`"${file}"`);
      expect(publicDir.existedBefore(file), `${file} is already in public/`).toBe(false);
    }
  });

  it.each([...mistakes.keys()])('mistake %s: is rejected', async (name) => {
    const result = applySteps(site, mistakes.get(name)!);
    expect((await validatorOutput(asText(result), publicDir.dir)).ok).toBe(false);
  });
});
