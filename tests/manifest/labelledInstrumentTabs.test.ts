import { describe, expect, it } from 'vitest';
import { edited, reportFor } from './manifestFixture';

// The fixture's case lists one tab, "ftir"; these write it as { instrument, label }.
const caseTabs = '"instruments": [\n        "ftir"\n      ]';
const labelled = (tab: string) => edited(caseTabs, `"instruments": [\n        ${tab}\n      ]`);

describe('instrument tabs written { instrument, label }', () => {
  it('are valid when the instrument exists', async () => {
    expect(await reportFor(labelled('{ "instrument": "ftir", "label": "IR" }'))).toEqual([]);
  });

  it('report an unknown instrument id at the id, with the nearest existing id and its label', async () => {
    expect(await reportFor(labelled('{ "instrument": "ftri", "label": "IR" }'))).toEqual([
      "site.json:360:25  분석 사례 › 미세 이물 분석 › 장비 탭 › IR › 장비 고유 이름: 'ftri'(이)라는 장비가 없습니다. 혹시 'ftir'(FT-IR)을(를) 말씀하셨나요?",
      '  → 고유 이름은 장비 목록(instruments)에 쓴 것과 대문자·소문자, 하이픈까지 똑같아야 합니다.  (/cases/0/instruments/0/instrument)',
    ]);
  });

  it('report a missing label, since the object exists to carry one', async () => {
    expect(await reportFor(labelled('{ "instrument": "ftir" }'))).toEqual([
      "site.json:360:9  분석 사례 › 미세 이물 분석 › 장비 탭 › 장비 탭 1: 필수 항목 '탭 이름'(label)이 없습니다.",
      '  → 장비 탭에 \'label\'을(를) 넣으세요. 장비의 탭 이름 대신 쓰이고, 탭 아래 장비 이름과 영문 이름은 그대로입니다. 예: "TEM"  (/cases/0/instruments/0)',
    ]);
  });

  it('report a number once, as neither an id nor an object', async () => {
    expect(await reportFor(labelled('5'))).toEqual([
      'site.json:360:9  분석 사례 › 미세 이물 분석 › 장비 탭: 글자 또는 묶음({ })이 와야 하는데 숫자(5)가 있습니다.',
      '  → 글자는 "5"처럼 큰따옴표로 감싸 씁니다.  (/cases/0/instruments/0)',
    ]);
  });
});

describe('a labelled tab and a repeated instrument id', () => {
  it('names the id only a labelled tab still asks for, as for a plain one', async () => {
    const onlyLabelled = edited(
      '              "xps",\n              "ftir"',
      '              "xps"',
      labelled('{ "instrument": "ftir", "label": "IR" }'),
    );
    const report = await reportFor(edited('"id": "ftir",', '"id": "xps",', onlyLabelled));
    expect(report[1]).toBe(
      "  → 페이지에서 부르는 'ftir'이(가) instruments에 없습니다. 이 장비의 고유 이름이 원래 그것이었다면 되돌리세요.  (/instruments/1/id)",
    );
  });
});
