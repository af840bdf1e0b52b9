import { describe, expect, it } from 'vitest';
import { edited, reportFor } from './manifestFixture';

describe('malformed JSON is reported at the line and column to fix, with what was expected there', () => {
  it('a missing comma, with what came instead and where the comma goes', async () => {
    expect(await reportFor(edited('"heightPx": 400,', '"heightPx": 400'))).toEqual([
      'site.json:45:5  지도 › 지도 표시 이름: 쉼표(,)가 빠졌습니다. 앞 항목 뒤에 쉼표가 와야 하는데 "label"이(가) 있습니다.',
      '  → 앞 항목의 끝(44행 20열)에 쉼표(,)를 넣으세요.  (/map/label)',
    ]);
  });

  it('a trailing comma, at the comma itself, saying that JSON does not allow it', async () => {
    expect(
      await reportFor(
        edited('"heightPx": 400,\n    "label": "테스트연구소"', '"heightPx": 400,\n    "label": "테스트연구소",'),
      ),
    ).toEqual([
      'site.json:45:22  지도: JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다.',
      '  → 이 쉼표(,)를 지우세요.  (/map)',
    ]);
  });

  it('every trailing comma and comment, since the parser recovers cleanly from them', async () => {
    const text = edited('"map": {\n', '"map": {\n    // 지도 설정\n', edited('"ftir"\n      ]', '"ftir",\n      ]'));
    expect(await reportFor(text)).toEqual([
      'site.json:41:5  지도: JSON에는 주석을 쓸 수 없습니다.',
      '  → 이 주석을 지우세요.  (/map)',
      'site.json:361:15  분석 사례 › 미세 이물 분석 › 장비 탭: JSON은 마지막 항목 뒤의 쉼표를 허용하지 않습니다.',
      '  → 이 쉼표(,)를 지우세요.  (/cases/0/instruments)',
    ]);
  });

  it('an unclosed block comment, once: it swallows the rest of the file', async () => {
    expect(await reportFor(edited('"map": {\n', '"map": {\n    /* 지도 설정\n'))).toEqual([
      'site.json:41:5  지도: JSON에는 주석을 쓸 수 없습니다.',
      "  → 이 주석을 지우세요. '/*'로 연 주석이 닫히지도 않았습니다.  (/map)",
    ]);
  });

  it('a property name without double quotes', async () => {
    expect(await reportFor(edited('"level": 3,', 'level: 3,'))).toEqual([
      'site.json:43:5  지도: 속성 이름 level에 큰따옴표가 없습니다. 속성 이름은 큰따옴표로 감싸야 합니다.',
      '  → "level"처럼 쓰세요.  (/map)',
    ]);
  });

  it('a missing colon, with what came instead', async () => {
    expect(await reportFor(edited('"level": 3,', '"level" 3,'))).toEqual([
      "site.json:43:13  지도: 속성 이름 뒤에 쌍점(:)이 와야 하는데 '3'이(가) 있습니다.",
      '  → "이름": 값처럼 이름과 값 사이에 쌍점(:)을 넣으세요.  (/map)',
    ]);
  });

  it('a missing value', async () => {
    expect(await reportFor(edited('"level": 3,', '"level": ,'))).toEqual([
      "site.json:43:14  지도: 값이 와야 하는데 ','이(가) 있습니다.",
      '  → 글자("…"), 숫자, true/false, 목록([ ]), 묶음({ }) 중 하나를 쓰세요.  (/map)',
    ]);
  });

  it('text in single quotes', async () => {
    expect(await reportFor(edited('"label": "테스트연구소"', '"label": \'테스트연구소\''))).toEqual([
      'site.json:45:14  지도: 글자는 큰따옴표(")로 감싸야 합니다. 작은따옴표(\')는 쓸 수 없습니다.',
      '  → "테스트연구소"처럼 쓰세요.  (/map)',
    ]);
  });

  it('curly quotes copied from a word processor', async () => {
    expect(await reportFor(edited('"label": "테스트연구소"', '“label”: "테스트연구소"'))).toEqual([
      'site.json:45:5  지도: 둥근 따옴표(“ ”)는 쓸 수 없습니다. 키보드의 곧은 큰따옴표(")만 씁니다.',
      '  → "label"처럼 쓰세요. 워드나 메신저에서 복사한 글에 둥근 따옴표가 섞여 들어오곤 합니다.  (/map)',
    ]);
  });

  it('a missing closing brace, only once and not as a cascade', async () => {
    expect(await reportFor(edited(/\}\n$/, ''))).toEqual([
      "site.json:363:4  닫는 괄호 '}'가 필요한데 파일이 끝났습니다.",
      "  → '{'로 연 묶음이 닫히지 않았습니다. 빠진 '}'를 넣으세요.",
    ]);
  });

  it('an unclosed array, naming the bracket that is missing', async () => {
    expect(await reportFor(edited('"ftir"\n      ]\n    }', '"ftir"\n    }'))).toEqual([
      "site.json:361:5  분석 사례 › 미세 이물 분석 › 장비 탭: 닫는 괄호 ']'가 필요한데 '}'이(가) 있습니다.",
      "  → 목록을 닫는 ']'가 빠졌습니다. 이 '}' 앞에 ']'를 넣으세요.  (/cases/0/instruments)",
    ]);
  });

  it('a number written with a leading zero', async () => {
    expect(await reportFor(edited('"level": 3,', '"level": 03,'))).toEqual([
      'site.json:43:14  지도: 숫자는 0으로 시작할 수 없습니다.',
      '  → 앞의 0을 지우거나, 우편번호처럼 0으로 시작하는 번호는 큰따옴표로 감싸 글자로 쓰세요(예: "01234").  (/map)',
    ]);
  });

  it('a duplicated key, which JSON.parse would silently resolve', async () => {
    expect(await reportFor(edited('"level": 3,', '"level": 3,\n    "level": 4,'))).toEqual([
      "site.json:44:5  지도 › 확대 수준: 'level'이(가) 같은 묶음 안에 두 번 있습니다. 처음 쓴 곳은 43행입니다.",
      '  → JSON에서는 뒤에 쓴 값만 쓰이고 43행의 값은 조용히 무시됩니다. 필요 없는 쪽을 지우세요.  (/map/level)',
    ]);
  });

  it('an empty file', async () => {
    expect(await reportFor('')).toEqual([
      'site.json:1:1  파일이 비어 있습니다.',
      '  → 사이트 설정 전체를 { }로 감싸 적어야 합니다.',
    ]);
  });
});
