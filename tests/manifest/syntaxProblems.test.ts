import { describe, expect, it } from 'vitest';
import { edited, reportFor } from './manifestFixture';

describe('malformed JSON is reported at the line and column to fix', () => {
  it('a missing comma, with where to put it', async () => {
    expect(await reportFor(edited('"heightPx": 400,', '"heightPx": 400'))).toEqual([
      'site.json:45:5  /map/label  쉼표(,)가 빠졌습니다.',
      '  → 앞 항목의 끝(44행 20열)에 쉼표(,)를 넣으세요.',
    ]);
  });

  it('a trailing comma, at the comma itself', async () => {
    expect(await reportFor(edited('"heightPx": 400,\n    "label": "테스트연구소"', '"heightPx": 400,\n    "label": "테스트연구소",'))).toEqual([
      'site.json:45:22  /map  JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다.',
      '  → 이 쉼표(,)를 지우세요.',
    ]);
  });

  it('every trailing comma and comment, since the parser recovers cleanly from them', async () => {
    const text = edited('"map": {\n', '"map": {\n    // 지도 설정\n', edited('"ftir"\n      ]', '"ftir",\n      ]'));
    expect(await reportFor(text)).toEqual([
      'site.json:41:5  /map  JSON에는 주석을 쓸 수 없습니다.',
      '  → 이 주석을 지우세요.',
      'site.json:324:15  /cases/0/instruments  JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다.',
      '  → 이 쉼표(,)를 지우세요.',
    ]);
  });

  it('a property name without double quotes', async () => {
    expect(await reportFor(edited('"level": 3,', 'level: 3,'))).toEqual(['site.json:43:5  /map  속성 이름은 큰따옴표로 감싸야 합니다.', '  → "level"처럼 쓰세요.']);
  });

  it('a missing closing brace, only once and not as a cascade', async () => {
    expect(await reportFor(edited(/\}\n$/, ''))).toEqual([
      "site.json:326:4  /  닫는 괄호 '}'가 필요합니다.",
      "  → '{'로 연 묶음이 닫히지 않았습니다. 빠진 '}'를 넣으세요.",
    ]);
  });

  it('an unclosed array, naming the bracket that is missing', async () => {
    expect(await reportFor(edited('"ftir"\n      ]\n    }', '"ftir"\n    }'))).toEqual([
      "site.json:324:5  /cases/0/instruments  닫는 괄호 ']'가 필요합니다.",
      "  → 목록을 닫는 ']'가 빠졌습니다. 이 '}' 앞에 ']'를 넣으세요.",
    ]);
  });

  it('a number written with a leading zero', async () => {
    expect(await reportFor(edited('"level": 3,', '"level": 03,'))).toEqual([
      'site.json:43:14  /map  숫자는 0으로 시작할 수 없습니다.',
      '  → 앞의 0을 지우거나, 우편번호처럼 0으로 시작하는 번호는 큰따옴표로 감싸 글자로 쓰세요(예: "01234").',
    ]);
  });

  it('a duplicated key, which JSON.parse would silently resolve', async () => {
    expect(await reportFor(edited('"level": 3,', '"level": 3,\n    "level": 4,'))).toEqual([
      "site.json:44:5  /map/level  'level'이(가) 같은 묶음 안에 두 번 있습니다. 처음 쓴 곳은 43행입니다.",
      '  → JSON에서는 뒤에 쓴 값만 쓰이고 43행의 값은 조용히 무시됩니다. 필요 없는 쪽을 지우세요.',
    ]);
  });

  it('an empty file', async () => {
    expect(await reportFor('')).toEqual(['site.json:1:1  /  파일이 비어 있습니다.', '  → 사이트 설정 전체를 { }로 감싸 적어야 합니다.']);
  });
});
