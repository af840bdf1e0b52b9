import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateManifestText, type ManifestProblem } from '../../src/manifest';
import { COLOR_PAIRS, REQUIRED_RATIO, type PairColor, type ThemeColor } from '../../src/manifest/contrast/colorPairs';
import { contrastProblems } from '../../src/manifest/contrast/contrastProblems';
import { contrastRatio, formatRatio } from '../../src/manifest/contrast/contrastRatio';
import { edited, FIXTURE_PUBLIC, validText } from './manifestFixture';

async function problemsOf(text: string, lang: 'ko' | 'en' = 'ko'): Promise<ManifestProblem[]> {
  return (await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang })).problems;
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

type Colors = Record<ThemeColor, string>;
const fixtureColors = (JSON.parse(validText) as { theme: { colors: Colors } }).theme.colors;

/** The fixture with one theme colour changed. */
const withColor = (key: ThemeColor, value: string, text = validText) =>
  edited(`"${key}": "${fixtureColors[key]}"`, `"${key}": "${value}"`, text);

/** The colour a problem's hint proposes. */
const proposed = (problem: ManifestProblem) => /#[0-9a-f]{6}/u.exec(problem.hint)?.[0];

describe('theme colours', () => {
  it('refuse body text that cannot be read on the page, at its line, with the ratio and a colour that passes', async () => {
    const text = withColor('text', '#eeeeee');
    const problems = await problemsOf(text);
    expect(problems.map((problem) => [problem.code, problem.pointer, problem.line])).toEqual([
      ['low-contrast', '/theme/colors/text', lineOf(text, '#eeeeee')],
    ]);
    const [problem] = problems as [ManifestProblem];
    expect(problem.message).toContain(
      '본문 글자 색(text) #eeeeee과(와) 카드 배경 색(surface) #f4f6f8의 대비가 1.07:1입니다.',
    );
    expect(problem.message).toContain('4.5:1 이상이어야 글자가 잘 보입니다(웹 접근성 WCAG AA)');
    expect(problem.message).toContain('페이지의 본문(페이지 배경 색 #ffffff 위 1.16:1)');
    expect(problem.hint).toMatch(/^본문 글자 색을 #[0-9a-f]{6}처럼 조금 더 어둡게 하면/u);
    expect(await problemsOf(withColor('text', proposed(problem)!))).toEqual([]);
  });

  it('say so in English', async () => {
    const [problem] = await problemsOf(withColor('text', '#eeeeee'), 'en');
    expect(problem!.message).toContain('The contrast of text #eeeeee with surface #f4f6f8 is 1.07:1.');
    expect(problem!.hint).toMatch(
      /^A slightly darker text, #[0-9a-f]{6}, has enough contrast everywhere it is used\./u,
    );
  });

  it('accept colours that pass, however close', async () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(4.5);
    expect(await problemsOf(withColor('textMuted', '#6f6f6f'))).toEqual([]);
    expect(await problemsOf(validText)).toEqual([]);
  });

  it('ask 3:1 of what is not text but must be seen: the focus ring and the current tab’s line', async () => {
    const [problem, ...others] = await problemsOf(withColor('accent', '#9fd8dd'));
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ code: 'low-contrast', pointer: '/theme/colors/accent' });
    expect(problem!.message).toContain('3:1 이상이어야 표시가 잘 보입니다');
    expect(await problemsOf(withColor('accent', proposed(problem!)!))).toEqual([]);
  });

  it('check the colours the components write on theme colours, asking to change the theme’s', async () => {
    const text = withColor('primaryDark', '#7a8a9a');
    const problems = await problemsOf(text);
    const footer = problems.find((problem) => problem.pointer === '/theme/colors/primaryDark');
    expect(footer).toMatchObject({ code: 'low-contrast', line: lineOf(text, '#7a8a9a') });
    expect(footer!.message).toContain('사이트에 정해진 색 #9aa5b1의 대비가');
    expect(footer!.hint).toContain('더 어둡게');
    expect(problems.filter((problem) => problem.pointer === '/theme/colors/primaryDark')).toHaveLength(1);
  });

  it('say when no shade of the colour can pass everywhere, and which colour to change instead', async () => {
    const problems = await problemsOf(withColor('background', '#767676'));
    const accent = problems.find((problem) => problem.pointer === '/theme/colors/accent');
    expect(accent!.hint).toBe(
      '이 색만 바꿔서는 쓰이는 모든 곳의 대비를 맞출 수 없습니다. 페이지 배경 색을 함께 바꾸세요.',
    );
  });

  it('propose only colours that pass every pair the colour is in, on either side', () => {
    const hex = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0')}`);
    const keys = Object.keys(fixtureColors) as ThemeColor[];
    fc.assert(
      fc.property(fc.constantFrom(...keys), hex, (key, value) => {
        const colors: Colors = { ...fixtureColors, [key]: value };
        const manifest = { theme: { colors } };
        for (const problem of contrastProblems(manifest)) {
          const suggestion = (problem.params as { suggestion?: string }).suggestion;
          if (suggestion === undefined) continue;
          const changed = problem.pointer.split('/').at(-1) as ThemeColor;
          const fixed: Colors = { ...colors, [changed]: suggestion };
          const valueOf = (color: PairColor) => (typeof color === 'string' ? fixed[color] : color.fixed);
          for (const pair of COLOR_PAIRS.filter(
            (candidate) => candidate.foreground === changed || candidate.background === changed,
          )) {
            expect(contrastRatio(valueOf(pair.foreground), valueOf(pair.background))).toBeGreaterThanOrEqual(
              REQUIRED_RATIO[pair.use],
            );
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('contrast ratios', () => {
  it('follow WCAG 2.1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('are printed cut, never rounded up to the limit', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
