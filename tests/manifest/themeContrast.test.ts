import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateManifestText, type ManifestProblem } from '../../src/manifest';
import { COLOR_PAIRS, REQUIRED_RATIO, type ThemeColor } from '../../src/manifest/contrast/colorPairs';
import { contrastProblems } from '../../src/manifest/contrast/contrastProblems';
import { contrastRatio, formatRatio } from '../../src/manifest/contrast/contrastRatio';
import { COLOR_DEFAULTS, resolveThemeColors, type ThemeColors } from '../../src/theme/themeColors';
import { edited, FIXTURE_PUBLIC, validText } from './manifestFixture';

async function problemsOf(text: string, lang: 'ko' | 'en' = 'ko'): Promise<ManifestProblem[]> {
  return (await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang })).problems;
}

const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;

type Colors = Record<string, string>;
const fixtureColors = (JSON.parse(validText) as { theme: { colors: Colors } }).theme.colors;

/** The fixture with one theme colour changed, or added after the required ones. */
const withColor = (key: ThemeColor, value: string, text = validText) =>
  key in fixtureColors
    ? edited(`"${key}": "${fixtureColors[key]}"`, `"${key}": "${value}"`, text)
    : edited(
        `"border": "${fixtureColors.border}"`,
        `"border": "${fixtureColors.border}",\n      "${key}": "${value}"`,
        text,
      );

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

  it('check the text on the dark surfaces, each colour at its own line', async () => {
    const text = withColor('onDarkFaint', '#5a6472');
    const problems = await problemsOf(text);
    expect(problems.map((problem) => [problem.pointer, problem.line])).toEqual([
      ['/theme/colors/onDarkFaint', lineOf(text, '#5a6472')],
    ]);
    expect(problems[0]!.message).toContain('짙은 주 색상(primaryDark) #0a1a30의 대비가');
    expect(problems[0]!.message).toContain('바닥글의 항목 이름과 저작권 줄');
    expect(problems[0]!.hint).toContain('더 밝게');
  });

  it('check a left-out colour through the one it takes its default from, reporting that one only', async () => {
    const text = withColor('primaryDark', '#7a8a9a');
    const problems = await problemsOf(text);
    // onDark, onDarkBody, … and focusOnDark are onPrimary here: onPrimary is the one to change, or primaryDark.
    expect(problems.map((problem) => problem.pointer)).toEqual(['/theme/colors/onPrimary']);
    expect(problems[0]!.hint).toContain('짙은 주 색상');
    // focus is accentText here, reported as accentText (and onPrimary, the inquiry button's text on it).
    expect((await problemsOf(withColor('accentText', '#9fd8dd'))).map((problem) => problem.pointer)).toEqual([
      '/theme/colors/accentText',
      '/theme/colors/onPrimary',
    ]);
  });

  it('check the focus ring against what it sits on, apart from the accent', async () => {
    const text = withColor('focus', '#c9e9ec');
    const problems = await problemsOf(text);
    expect(problems.map((problem) => [problem.pointer, problem.line])).toEqual([
      ['/theme/colors/focus', lineOf(text, '#c9e9ec')],
    ]);
    expect(problems[0]!.message).toContain('키보드 초점 테두리');
    expect(problems[0]!.message).toContain('3:1 이상이어야 표시가 잘 보입니다');
    const onDark = await problemsOf(withColor('focusOnDark', '#1f3d66'));
    expect(onDark.map((problem) => problem.pointer)).toEqual(['/theme/colors/focusOnDark']);
    expect(onDark[0]!.message).toContain('머리글의 지금 페이지 밑줄과 초점 테두리');
  });

  it('let a dark accent be, which marks the page but never sits on the dark header or footer', async () => {
    expect(contrastRatio('#1b5e20', fixtureColors.primary!)).toBeLessThan(3);
    expect(await problemsOf(withColor('accent', '#1b5e20'))).toEqual([]);
  });

  it('check the error colour, written or left to its default', async () => {
    const text = withColor('error', '#ff8a80');
    const problems = await problemsOf(text);
    expect(problems.map((problem) => [problem.pointer, problem.line])).toEqual([
      ['/theme/colors/error', lineOf(text, '#ff8a80')],
    ]);
    expect(problems[0]!.message).toContain('문의 양식의 오류 안내');
    const dark = contrastProblems({ theme: { colors: { ...fixtureColors, background: '#3a0a0a', card: '#ffffff' } } });
    expect(dark.map((problem) => problem.pointer)).toContain('/theme/colors/error');
  });

  it('say when no shade of the colour can pass everywhere, and which colour to change instead', async () => {
    const problems = await problemsOf(withColor('background', '#595959'));
    const link = problems.find((problem) => problem.pointer === '/theme/colors/accentText');
    expect(link!.hint).toMatch(
      /^이 색만 바꿔서는 쓰이는 모든 곳의 대비를 맞출 수 없습니다\. .*페이지 배경 색.* 함께 바꾸세요\.$/u,
    );
  });

  it('give a left-out colour the default of one checked as strictly wherever the left-out one is drawn', () => {
    for (const [key, rule] of Object.entries(COLOR_DEFAULTS)) {
      if (!('from' in rule)) continue;
      const swapped = (color: ThemeColor) => (color === key ? rule.from : color);
      for (const pair of COLOR_PAIRS.filter(({ foreground, background }) => foreground === key || background === key)) {
        const covering = COLOR_PAIRS.find(
          (candidate) =>
            candidate.foreground === swapped(pair.foreground) &&
            candidate.background === swapped(pair.background) &&
            REQUIRED_RATIO[candidate.use] >= REQUIRED_RATIO[pair.use],
        );
        expect(covering, `${pair.foreground} on ${pair.background}`).toBeDefined();
      }
    }
  });

  it('draw a palette of the ten required colours with defaults that pass', async () => {
    const colors = resolveThemeColors(fixtureColors as unknown as ThemeColors);
    expect(colors).toMatchObject({
      card: fixtureColors.background,
      focus: fixtureColors.accentText,
      onDark: fixtureColors.onPrimary,
    });
    expect(await problemsOf(validText)).toEqual([]);
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
          const fixed = resolveThemeColors({ ...colors, [changed]: suggestion } as unknown as ThemeColors);
          const valueOf = (color: ThemeColor) => fixed[color];
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
