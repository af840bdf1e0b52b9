import { describe, expect, it } from 'vitest';
import { formatProblem, validateManifestText, type ManifestProblem } from '../../src/manifest';
import { schemaErrors, siteSchema } from '../../src/manifest/schema/siteSchemaValidator';
import { firstRefused, TEXT_FORMATS, withoutRefused } from '../../src/manifest/schema/textFormats';
import { isFixedChoice, type Schema } from '../../src/manifest/schema/schemaLookup';
import { edited, FIXTURE_PUBLIC, validText } from './manifestFixture';

async function problemsOf(text: string, lang: 'ko' | 'en' = 'ko'): Promise<ManifestProblem[]> {
  return (await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang })).problems;
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

/** The fixture with one string value replaced, written as JSON so that escapes become the real characters. */
const replaced = (from: string, to: string, text = validText) => edited(JSON.stringify(from), JSON.stringify(to), text);

const TRAILER = 'ICP-OES2\n\nSigned-off-by: Mallory <mallory@example.com>';

/** The fixture with the first menu group's label set to `label`. */
const withMenuLabel = (label: string) =>
  edited('"label": "회사소개",\n      "href"', `"label": ${JSON.stringify(label)},\n      "href"`);

describe('single-line texts (names, labels, titles, ids)', () => {
  it('refuse a line break at the line of the text, with the text on one line to write instead', async () => {
    const text = withMenuLabel(TRAILER);
    const problems = await problemsOf(text);
    expect(problems.map((problem) => [problem.code, problem.pointer, problem.line])).toEqual([
      ['refused-character', '/menu/0/label', lineOf(text, 'ICP-OES2')],
    ]);
    expect(problems[0]!.message).toBe(
      "'메뉴 이름'의 9번째 글자가 줄바꿈입니다. 이 글은 한 줄로만 쓸 수 있습니다. 이름, 제목, 메뉴, 단추 글자, 아이디 같은 한 줄 글에는 줄바꿈, 탭, 보이지 않는 제어 문자를 쓸 수 없습니다(여러 줄은 문단에만 쓸 수 있습니다).",
    );
    expect(problems[0]!.hint).toBe('한 줄로 고쳐 쓰세요: "ICP-OES2 Signed-off-by: Mallory <mallory@example.com>"');
  });

  it('keep the report one line per problem even when the name it is placed by holds line breaks', async () => {
    const [problem] = await problemsOf(withMenuLabel(TRAILER));
    expect(formatProblem(problem!, 'site.json').split('\n')).toHaveLength(2);
    expect(problem!.path).toBe('메뉴 › ICP-OES2 Signed-off-by: Mallory <mallory@example.com> › 메뉴 이름');
  });

  it.each([
    ['a carriage return', '\r', '줄바꿈'],
    ['a line separator', '\u2028', '줄바꿈'],
    ['a next-line control', '\u0085', '줄바꿈'],
    ['a tab', '\t', '탭 문자'],
    ['a null', '\u0000', '보이지 않는 제어 문자(U+0000)'],
    ['a bell', '\u0007', '보이지 않는 제어 문자(U+0007)'],
    ['an escape', '\u001b', '보이지 않는 제어 문자(U+001B)'],
    ['a delete', '\u007f', '보이지 않는 제어 문자(U+007F)'],
    ['a C1 control', '\u009b', '보이지 않는 제어 문자(U+009B)'],
  ])('refuse %s, named as %s', async (_, character, name) => {
    const problems = await problemsOf(replaced('X선 광전자 분광기', `X선${character}광전자 분광기`));
    expect(problems.map((problem) => [problem.code, problem.pointer])).toEqual([
      ['refused-character', '/instruments/0/korName'],
    ]);
    expect(problems[0]!.message).toContain(`'장비 이름'의 3번째 글자가 ${name}입니다.`);
  });

  it('say so in English', async () => {
    const [problem] = await problemsOf(withMenuLabel(TRAILER), 'en');
    expect(problem!.message).toBe(
      'Character 9 of label is a line break. It must be a single line. Single-line texts (names, titles, menu entries, button texts, ids) cannot hold line breaks, tabs or invisible control characters; only paragraphs may have several lines.',
    );
    expect(problem!.hint).toBe('Write it on one line: "ICP-OES2 Signed-off-by: Mallory <mallory@example.com>"');
  });

  it('include page titles, section titles, ids, image descriptions and button texts', async () => {
    const lines = [
      replaced('문의가 접수되었습니다', '문의가\n접수되었습니다'),
      replaced('XPS 장비', 'XPS\n장비'),
      replaced('보내기', '보\n내기'),
      edited('"id": "xps"', '"id": "xps\\n"'),
    ];
    const codes = await Promise.all(lines.map(async (text) => (await problemsOf(text)).map((problem) => problem.code)));
    expect(codes).toEqual([['refused-character'], ['refused-character'], ['refused-character'], ['pattern']]);
  });
});

describe('multi-line texts (paragraphs, specification lines, descriptions)', () => {
  it('take line breaks and tabs', async () => {
    const text = replaced('분석 면적 30 µm', '분석 면적\n\t30 µm');
    const withParagraph = replaced('시험용 사이트 설정입니다.', '시험용 사이트\r\n설정입니다.', text);
    expect(await problemsOf(withParagraph)).toEqual([]);
  });

  it('refuse other control characters, named by their list', async () => {
    const text = replaced('분석 면적 30 µm', '분석 면적\u000c30 µm');
    const problems = await problemsOf(text);
    expect(problems.map((problem) => [problem.code, problem.pointer, problem.line])).toEqual([
      ['refused-character', '/instruments/0/equips/0/specification/0', lineOf(text, '분석 면적')],
    ]);
    expect(problems[0]!.message).toBe(
      "'사양'의 6번째 글자가 보이지 않는 제어 문자(U+000C)입니다. 문단에는 줄바꿈과 탭을 쓸 수 있지만, 다른 제어 문자는 보이지 않고 다른 프로그램에서 복사해 붙일 때 딸려 오곤 하므로 쓸 수 없습니다.",
    );
    expect(problems[0]!.hint).toBe('그 문자를 지우세요: "분석 면적30 µm"');
  });
});

describe('the schema', () => {
  const definitions = siteSchema.$defs as Record<string, Schema>;
  const isString = (schema: Schema) =>
    schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));

  /**
   * The strings a value of `schema` may be, through the definitions it refers to:
   * a text is a `$ref` to a union of a string and an object of strings per language.
   */
  function* stringLeaves(schema: Schema, seen: ReadonlySet<string> = new Set()): Generator<Schema> {
    if (isString(schema)) yield schema;
    const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined;
    if (ref && !seen.has(ref)) yield* stringLeaves(definitions[ref]!, new Set([...seen, ref]));
    for (const branch of [...((schema.oneOf ?? []) as Schema[]), ...((schema.anyOf ?? []) as Schema[])])
      yield* stringLeaves(branch, seen);
    if (typeof schema.additionalProperties === 'object')
      yield* stringLeaves(schema.additionalProperties as Schema, seen);
  }

  /** Every place the schema describes a string value, with a readable path; a text referring to a definition counts at its own place. */
  function* stringSchemas(node: unknown, path = '#'): Generator<{ path: string; schema: Schema }> {
    if (node === null || typeof node !== 'object') return;
    const schema = node as Schema;
    if (isString(schema)) yield { path, schema };
    if (typeof schema.$ref === 'string')
      for (const leaf of stringLeaves({ $ref: schema.$ref })) yield { path: `${path} → ${schema.$ref}`, schema: leaf };
    for (const [key, value] of Object.entries(schema))
      if (key !== 'const' && key !== 'required') yield* stringSchemas(value, `${path}/${key}`);
  }

  const breaks = ['a\nb', 'a\tb', 'a\u0007b', 'a\u2028b'];

  /** Whether AJV's checks for this string refuse each of `values`: its format, its pattern, or its list of allowed values. */
  function refusesAll(schema: Schema, values: string[]): boolean {
    // A list of allowed values: an enum, or a choice among named values (anyOf of consts).
    const allowed = Array.isArray(schema.enum)
      ? (schema.enum as unknown[])
      : isFixedChoice(schema)
        ? (schema.anyOf as Schema[]).map((branch) => branch.const)
        : undefined;
    if (allowed) return values.every((value) => !allowed.includes(value));
    const format = typeof schema.format === 'string' ? schema.format : undefined;
    const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
    const multiline = format === 'multiline';
    // A date, or a value of a list (a day of the week), takes no line break either.
    if (format === 'date' || Array.isArray(schema.enum)) return true;
    return values.every((value) => {
      if (multiline) return value.includes('\u0007') ? !TEXT_FORMATS.multiline(value) : true;
      if (format === 'single-line') return !TEXT_FORMATS['single-line'](value);
      return pattern !== undefined && !pattern.test(value);
    });
  }

  it('marks every text single-line or multi-line, unless a pattern already keeps it to one line', () => {
    const strings = [...stringSchemas(siteSchema)];
    expect(strings.length).toBeGreaterThan(100);
    // An email address or URL is checked by its own format (and, for URLs, a pattern).
    const unchecked = strings
      .filter(({ schema }) => !['email', 'uri'].includes(String(schema.format)) && !refusesAll(schema, breaks))
      .map(({ path }) => path);
    expect(unchecked).toEqual([]);
  });

  it('keeps email addresses and URLs to one line through their formats', () => {
    const site = JSON.parse(validText) as { company: { email: string }; site: { baseUrl: string } };
    site.company.email = 'contact@example.co.kr\nBcc: x@example.com';
    site.site.baseUrl = 'https://www.example.co.kr\n';
    expect(schemaErrors(site).map((error) => error.instancePath)).toEqual(['/site/baseUrl', '/company/email']);
  });

  it('marks as multi-line the paragraphs and the lines that may run long', () => {
    // Every string a text may be, in the default language and per language, has the one format.
    const formatsOf = (schema: unknown) => [...new Set([...stringLeaves(schema as Schema)].map((leaf) => leaf.format))];
    const properties = (name: string) => definitions[name]!.properties as Record<string, Schema>;
    expect(formatsOf(definitions.Paragraph)).toEqual(['multiline']);
    expect(formatsOf(properties('Equipment').specification!.items)).toEqual(['multiline']);
    expect(formatsOf(properties('Location').directions!.items)).toEqual(['multiline']);
    expect(formatsOf(properties('Example').description)).toEqual(['multiline']);
    expect(formatsOf(properties('Instrument').label)).toEqual(['single-line']);
    expect(formatsOf(properties('Image').alt)).toEqual(['single-line']);
  });
});

describe('the text formats', () => {
  it('find the first refused character by its place as people count it (an emoji is one)', () => {
    expect(firstRefused('😀a\nb', 'single-line')).toEqual({ kind: 'line-break', codePoint: 'U+000A', position: 3 });
    expect(firstRefused('a\nb\u0007', 'multiline')).toEqual({ kind: 'control', codePoint: 'U+0007', position: 4 });
    expect(firstRefused('a\tb', 'multiline')).toBeUndefined();
  });

  it('write the text without what they refuse', () => {
    expect(withoutRefused(' a \n\n b\tc\u0007 ', 'single-line')).toBe('a b c');
    expect(withoutRefused('a\n\tb\u0007', 'multiline')).toBe('a\n\tb');
  });
});
