import { describe, expect, it } from 'vitest';
import { edited, reportFor } from './manifestFixture';

/** The valid fixture with a table on its stacked page (/about), before the greeting: its header on line 258, its rows from line 259. */
function withTable(rows: string[][]): string {
  const table = JSON.stringify({
    type: 'table',
    id: 'prices',
    title: '분석 비용',
    caption: '분석 항목별 비용',
    header: ['분석 항목', '기간', '비용'],
    rows: rows.map((cells) => ({ cells })),
  });
  // One line for the section, one each for its header and rows, so the lines in the report are easy to tell.
  const lines = table
    .replace('"header"', '\n"header"')
    .replace(/\{"cells"/g, '\n{"cells"')
    .replace(/\]\}$/, '\n]}');
  return edited(
    '        "sections": [\n          {\n            "type": "greeting"',
    `        "sections": [\n${lines},\n          {\n            "type": "greeting"`,
  );
}

describe('a table whose rows do not fit its header', () => {
  it('is valid when every row has a cell for each column', async () => {
    expect(
      await reportFor(
        withTable([
          ['XPS', '5일', '180,000원'],
          ['FT-IR', '3일', '90,000원'],
        ]),
      ),
    ).toEqual([]);
  });

  it('is a problem at each row with too few or too many cells, naming the header’s line', async () => {
    const text = withTable([
      ['XPS', '5일', '180,000원'],
      ['FT-IR', '90,000원'],
      ['SEM', '3일', '120,000원', '긴급'],
    ]);
    expect(await reportFor(text)).toEqual([
      'site.json:260:10  회사소개 › 분석 비용 › 표의 줄 2 › 칸: 표의 2번째 줄은 2칸인데 머리 행(header, 258행)은 3칸입니다.',
      '  → 칸이 머리 행과 어긋나 엉뚱한 제목 아래 보입니다. 이 줄의 칸을 3개로 맞추세요. 빈칸은 "-"처럼 씁니다.  (/routes/1/page/sections/0/rows/1/cells)',
      'site.json:261:10  회사소개 › 분석 비용 › 표의 줄 3 › 칸: 표의 3번째 줄은 4칸인데 머리 행(header, 258행)은 3칸입니다.',
      '  → 칸이 머리 행과 어긋나 엉뚱한 제목 아래 보입니다. 이 줄의 칸을 3개로 맞추세요. 빈칸은 "-"처럼 씁니다.  (/routes/1/page/sections/0/rows/2/cells)',
    ]);
    expect(await reportFor(text, 'en')).toContain(
      'site.json:260:10  회사소개 › 분석 비용 › rows #2 › cells: Row 2 of the table has 2 cells, but its header (line 258) has 3 columns.',
    );
  });
});
