import { describe, expect, it } from 'vitest';
import { edited, reportFor, validText } from './manifestFixture';

const IME = '한글 입력 상태에서 입력된 글자입니다. 한/영 키로 영문 입력으로 바꾼 뒤 다시 입력하세요.';

describe('a " inside Korean text is explained, with the corrected line', () => {
  const escapeHint =
    '  → 글자 안의 큰따옴표는 \\"처럼 앞에 역슬래시를 붙여 쓰거나, 「」 또는 ‘ ’로 바꾸세요: "label": "이른바 \\"박리\\" 불량"';

  it('points at the quote that ends the text early', async () => {
    expect(await reportFor(edited('"label": "테스트연구소"', '"label": "이른바 "박리" 불량"'))).toEqual([
      'site.json:45:19  지도: 글자 안에 큰따옴표(")가 있어, 글자가 여기서 끝난 것으로 읽힙니다.',
      `${escapeHint}  (/map)`,
    ]);
  });

  it('gives the same correction for doubled quotes, as a spreadsheet would write them', async () => {
    const [message, hint] = await reportFor(edited('"label": "테스트연구소"', '"label": "이른바 ""박리"" 불량"'));
    expect(message).toBe('site.json:45:19  지도: 글자 안에 큰따옴표(")가 있어, 글자가 여기서 끝난 것으로 읽힙니다.');
    expect(hint?.startsWith(escapeHint)).toBe(true);
  });

  it('also when the quoted word is a number', async () => {
    expect(await reportFor(edited('"label": "테스트연구소"', '"label": "두께 "10" 마이크론"'))).toEqual([
      'site.json:45:18  지도: 글자 안에 큰따옴표(")가 있어, 글자가 여기서 끝난 것으로 읽힙니다.',
      '  → 글자 안의 큰따옴표는 \\"처럼 앞에 역슬래시를 붙여 쓰거나, 「」 또는 ‘ ’로 바꾸세요: "label": "두께 \\"10\\" 마이크론"  (/map)',
    ]);
  });
});

describe('full-width punctuation typed with a Korean IME is named, with the character to type instead', () => {
  it.each([
    ['"level"： 3,', 12, '전각 쌍점(：)은', '쌍점(:)으로'],
    ['"level": 3，', 15, '전각 쉼표(，)는', '쉼표(,)로'],
    ['"level":\u30003,', 13, '전각 공백(한 글자 폭의 빈칸)은', '보통 빈칸(스페이스 바)으로'],
  ])('%s', async (line, column, named, replacement) => {
    expect(await reportFor(edited('"level": 3,', line))).toEqual([
      `site.json:43:${column}  지도: ${named} JSON에 쓸 수 없습니다.`,
      `  → ${replacement} 바꾸세요. ${IME}  (/map)`,
    ]);
  });

  it('curly quotes around a name', async () => {
    expect(await reportFor(edited('"level": 3,', '“level”: 3,'))).toEqual([
      'site.json:43:5  지도: 둥근 따옴표(“ ”)는 쓸 수 없습니다. 키보드의 곧은 큰따옴표(")만 씁니다.',
      '  → "level"처럼 쓰세요. 워드나 메신저에서 복사한 글에 둥근 따옴표가 섞여 들어오곤 합니다.  (/map)',
    ]);
  });

  it('a curly quote paired with a straight one', async () => {
    const [, hint] = await reportFor(edited('"label": "테스트연구소"', '"label": “테스트 연구소"'));
    expect(hint).toBe(
      '  → "테스트 연구소"처럼 쓰세요. 워드나 메신저에서 복사한 글에 둥근 따옴표가 섞여 들어오곤 합니다.  (/map)',
    );
  });

  it('curly quotes around a value of several words show the whole value', async () => {
    expect(await reportFor(edited('"label": "테스트연구소"', '"label": “테스트 연구소 본관”'))).toEqual([
      'site.json:45:14  지도: 둥근 따옴표(“ ”)는 쓸 수 없습니다. 키보드의 곧은 큰따옴표(")만 씁니다.',
      '  → "테스트 연구소 본관"처럼 쓰세요. 워드나 메신저에서 복사한 글에 둥근 따옴표가 섞여 들어오곤 합니다.  (/map)',
    ]);
  });
});

describe('a misplaced or missing bracket is reported as such, not as a missing comma', () => {
  const pastedAfterList = (between: string) =>
    edited(/\}\n {2}\]\n\}\n$/, `}\n  ]${between}\n  {\n    "id": "new-case"\n  }\n}\n`);

  it.each([
    ['with a comma after the ]', ','],
    ['without a comma', ''],
  ])('a block pasted just outside the list, %s', async (_, between) => {
    expect(await reportFor(pastedAfterList(between))).toEqual([
      "site.json:364:3  이 묶음({ })이 목록 밖에 있습니다. 목록은 363행 3열의 ']'에서 이미 닫혔습니다.",
      "  → 363행 3열의 ']'를 지우고 이 묶음 뒤로 옮기세요. 목록 안의 앞 항목과 이 묶음 사이에는 쉼표(,)를 넣으세요.",
    ]);
  });

  it('a deleted {, at the name that follows it', async () => {
    expect(await reportFor(edited('"map": {', '"map":'))).toEqual([
      `site.json:41:5  여는 중괄호 '{'가 빠졌습니다. "latitude"부터 시작하는 묶음을 여는 '{'가 없습니다.`,
      `  → "latitude" 앞에 '{'를 넣으세요. 묶음은 { "이름": 값, … }처럼 '{'로 열고 '}'로 닫습니다.`,
    ]);
  });

  it("the file's own deleted {", async () => {
    expect(await reportFor(validText.replace(/^\{/u, ''))).toEqual([
      `site.json:2:3  여는 중괄호 '{'가 빠졌습니다. "$schema"부터 시작하는 묶음을 여는 '{'가 없습니다.`,
      `  → "$schema" 앞에 '{'를 넣으세요. 묶음은 { "이름": 값, … }처럼 '{'로 열고 '}'로 닫습니다.`,
    ]);
  });

  it('a deleted { of a list item', async () => {
    expect(await reportFor(edited('"cases": [\n    {\n', '"cases": [\n'))).toEqual([
      `site.json:347:7  분석 사례: 여는 중괄호 '{'가 빠졌습니다. "id"부터 시작하는 묶음을 여는 '{'가 없습니다.`,
      `  → "id" 앞에 '{'를 넣으세요. 묶음은 { "이름": 값, … }처럼 '{'로 열고 '}'로 닫습니다.  (/cases)`,
    ]);
  });
});

describe('a phone number in no accepted form is shown in the accepted formats', () => {
  it('written as a number', async () => {
    expect(await reportFor(edited('"phone": "042-000-0000"', '"phone": 0420000000'))).toEqual([
      'site.json:37:14  회사 정보: 0420000000은(는) 전화번호로 보입니다. 전화번호는 큰따옴표로 감싼 글자로, 지역번호-국번-번호를 하이픈(-)으로 이어 씁니다.',
      '  → "042-000-0000"처럼 쓰세요(예: "02-123-4567", "042-000-0000", "010-1234-5678").  (/company)',
    ]);
  });

  it('written as text', async () => {
    expect(await reportFor(edited('"phone": "042-000-0000"', '"phone": "02_1234_5678"'))).toEqual([
      `site.json:37:14  회사 정보 › 전화번호: "02_1234_5678"은(는) '전화번호' 형식에 맞지 않습니다. 전화번호를 숫자 3–15자리로 씁니다. 숫자 사이에는 하이픈(-), 띄어쓰기, 점(.), 괄호를 쓸 수 있고, 국제 형식은 +로 시작합니다(예: 02-123-4567, 1588-1234, +82 2-1234-5678, +1 (415) 555-0100).`,
      '  → "02-1234-5678"처럼 쓰세요.  (/company/phone)',
    ]);
  });
});

describe('the same explanations in English', () => {
  it.each([
    [
      '"label": "이른바 "박리" 불량"',
      'site.json:45:19  map: A double quote (") inside the text ends the text here.',
      '  → Write a double quote inside text as \\", or use 「」 or ‘ ’ instead: "label": "이른바 \\"박리\\" 불량"  (/map)',
    ],
    [
      '"label"： "테스트연구소"',
      'site.json:45:12  map: A full-width colon (：) is not allowed in JSON.',
      "  → Replace it with ':'. It was typed with the Korean input method on; switch to English input (한/영 key) and type it again.  (/map)",
    ],
  ])('%s', async (line, message, hint) => {
    expect(await reportFor(edited('"label": "테스트연구소"', line), 'en')).toEqual([message, hint]);
  });
});
