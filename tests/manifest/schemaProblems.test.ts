import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest';
import { siteSchema } from '../../src/manifest/schema/siteSchemaValidator';
import { edited, FIXTURE_PUBLIC, reportFor } from './manifestFixture';

type Definition = { description?: string; oneOf?: { $ref: string }[]; properties?: { type?: { const?: string } } };
const definitions = siteSchema.$defs as unknown as Record<string, Definition>;
/** The section kinds as the messages list them, in the schema's order: a new kind changes them with the schema. */
const sectionKinds = definitions
  .SectionNode!.oneOf!.map(({ $ref }) => definitions[$ref.replace('#/$defs/', '')]!.properties!.type!.const)
  .join(', ');
/** The union's hint: its description after the sentence that says what a section is. */
const sectionHint = definitions.SectionNode!.description!.replace(/^[^.]*\. /, '');

describe('schema problems name the field by its Korean title, at the place to fix, once', () => {
  it('a missing required property, at the object that lacks it', async () => {
    expect(await reportFor(edited('      "subName": "X-ray Photoelectron Spectroscopy",\n', ''))).toEqual([
      "site.json:318:5  장비 목록 › XPS: 필수 항목 '영문 이름'(subName)이 없습니다.",
      '  → 장비에 \'subName\'을(를) 넣으세요. 예: "Inductively Coupled Plasma Optical Emission Spectrometer"  (/instruments/0)',
    ]);
  });

  it('a missing required property also names the field itself, for the editor to point at its empty box', async () => {
    const result = await validateManifestText(
      edited('      "subName": "X-ray Photoelectron Spectroscopy",\n', ''),
      'site.json',
      { publicDir: FIXTURE_PUBLIC },
    );
    expect(result.problems.map(({ pointer, field }) => ({ pointer, field }))).toEqual([
      { pointer: '/instruments/0', field: '/instruments/0/subName' },
    ]);
  });

  it('a number written as text', async () => {
    expect(await reportFor(edited('"scrollSpeedMs": 700', '"scrollSpeedMs": "700"'))).toEqual([
      'site.json:59:22  동작 설정 › 넘기는 시간: 숫자가 와야 하는데 글자("700")가 있습니다.',
      '  → 따옴표 없이 700처럼 쓰세요.  (/behaviour/scrollSpeedMs)',
    ]);
  });

  it('a fraction where a whole number is needed', async () => {
    expect(await reportFor(edited('"level": 3,', '"level": 2.5,'))).toEqual([
      'site.json:43:14  지도 › 확대 수준: 소수점 없는 정수가 와야 하는데 숫자(2.5)가 있습니다.',
      '  → 카카오맵 확대 수준입니다. 작을수록 크게 보입니다(1–14).  (/map/level)',
    ]);
  });

  it('a misspelt property, at its name, with the nearest allowed name and not also as missing', async () => {
    expect(
      await reportFor(edited('"label": "회사소개",\n      "href"', '"labell": "회사소개",\n      "href"')),
    ).toEqual([
      "site.json:175:7  메뉴 › 메뉴 그룹 1: 'labell'은(는) 이 자리에 쓸 수 없는 항목입니다. 혹시 'label'(메뉴 이름)을(를) 말씀하셨나요?",
      '  → 메뉴 그룹에 쓸 수 있는 항목: label, href, subItems  (/menu/0/labell)',
    ]);
  });

  it('a misspelt page type (a bad const), as one problem rather than every branch of the union', async () => {
    expect(await reportFor(edited('"type": "stackedPage"', '"type": "stackedPag"'))).toEqual([
      "site.json:251:17  회사소개 › 페이지 종류: type은(는) fullPageScroller, stackedPage, categoryPage 중 하나여야 하는데 'stackedPag'은(는) 없는 종류입니다. 혹시 'stackedPage'을(를) 말씀하셨나요?",
      '  → type으로 종류를 고릅니다: fullPageScroller(한 화면씩 넘기는 홈), stackedPage(섹션을 차례로 쌓은 페이지), categoryPage(탭으로 나뉜 분석 분야 페이지).  (/routes/1/page/type)',
    ]);
  });

  it('a section type that belongs to another kind of page', async () => {
    expect(await reportFor(edited('"type": "greeting"', '"type": "caseStudy"'))).toEqual([
      `site.json:258:21  회사소개 › 인사말 › 섹션 모양: type은(는) ${sectionKinds} 중 하나여야 하는데 'caseStudy'은(는) 이 자리에 쓸 수 없습니다.`,
      `  → ${sectionHint}  (/routes/1/page/sections/0/type)`,
    ]);
  });

  it('a missing section type, once (not as both required and discriminator)', async () => {
    expect(await reportFor(edited('            "type": "inquiry",\n', ''))).toEqual([
      "site.json:266:11  회사소개 › 문의하기: 필수 항목 '섹션 모양'(type)이 없습니다.",
      `  → 섹션의 종류를 정하는 항목입니다. "type": "hero"처럼 ${sectionKinds} 중 하나를 쓰세요.  (/routes/1/page/sections/1)`,
    ]);
  });

  it('a page that is not an object, as a wrong type only', async () => {
    const text = edited(
      /"page": \{\n {8}"type": "categoryPage",\n {8}"banner": \{\n {10}"title": "분석사례"[\s\S]*?\n {6}\}\n {4}\}\n {2}\]/,
      '"page": "분석사례"\n    }\n  ]',
    );
    expect(await reportFor(text)).toEqual([
      'site.json:301:15  분석사례 › 페이지 내용: 묶음({ })이 와야 하는데 글자("분석사례")가 있습니다.',
      '  → 페이지 내용입니다. 페이지 종류를 먼저 고릅니다.  (/routes/3/page)',
    ]);
  });

  it('an id that breaks the pattern, explained in words with a corrected value, without unknown-reference echoes', async () => {
    expect(await reportFor(edited('"id": "xps"', '"id": "XPS"'))).toEqual([
      'site.json:319:13  장비 목록 › XPS › 장비 고유 이름: "XPS"은(는) \'장비 고유 이름\' 형식에 맞지 않습니다. 영문 소문자로 시작하고, 영문 소문자·숫자·하이픈(-)만 쓸 수 있습니다.',
      '  → "xps"처럼 쓰세요.  (/instruments/0/id)',
    ]);
  });

  it('a section hash written with #', async () => {
    expect(await reportFor(edited('"hash": "greeting"', '"hash": "#greeting"'))).toEqual([
      'site.json:180:19  메뉴 › 회사소개 › 인사말 › 이어지는 섹션: "#greeting"은(는) \'이어지는 섹션\' 형식에 맞지 않습니다. 영문 소문자로 시작하고, 영문 소문자·숫자·하이픈(-)만 쓸 수 있습니다.',
      '  → "greeting"처럼 쓰세요.  (/menu/0/subItems/0/hash)',
    ]);
  });

  it('a URL that fails both format and pattern, once', async () => {
    expect(await reportFor(edited('"baseUrl": "https://www.example.co.kr"', '"baseUrl": "www.example.co.kr"'))).toEqual(
      [
        'site.json:8:16  사이트 정보 › 대표 주소: "www.example.co.kr"은(는) \'대표 주소\' 형식에 맞지 않습니다. http:// 또는 https://로 시작하고 끝에 /를 붙이지 않습니다.',
        '  → 예: "https://www.example.co.kr"  (/site/baseUrl)',
      ],
    );
  });

  it('a URL without its scheme', async () => {
    expect(
      await reportFor(
        edited('"href": "https://creativecommons.org/publicdomain/zero/1.0/"', '"href": "creativecommons.org"'),
      ),
    ).toEqual([
      'site.json:26:15  사이트 정보 › 배경 이미지 출처 › 출처 링크: "creativecommons.org"은(는) \'출처 링크\' 형식에 맞지 않습니다. 사이트 안의 주소(/나 #으로 시작), 다른 사이트의 주소(https:// 또는 http://로 시작), 메일 보내기("mailto:" 뒤에 메일 주소), 전화 걸기("tel:" 뒤에 번호) 가운데 하나여야 합니다.',
      '  → "https://creativecommons.org"처럼 쓰세요.  (/site/heroAttribution/href)',
    ]);
  });

  it('an email address without its domain', async () => {
    expect(await reportFor(edited('"email": "contact@example.co.kr"', '"email": "contact@"'))).toEqual([
      'site.json:38:14  회사 정보 › 이메일: "contact@"은(는) 올바른 이메일 주소가 아닙니다.',
      '  → 이름@도메인 형식으로 쓰세요. 예: "contact@example.co.kr"  (/company/email)',
    ]);
  });

  it('an empty required text', async () => {
    expect(await reportFor(edited('"submit": "보내기",', '"submit": "",'))).toEqual([
      'site.json:122:15  문의 양식 › 보내기 단추: 빈 글자("")는 쓸 수 없습니다.',
      '  → 보내기 단추를 적으세요.  (/inquiryForm/submit)',
    ]);
  });

  it('an empty optional text, suggesting to delete the line', async () => {
    expect(
      await reportFor(edited('"hours": "상담 시간"\n    }', '"hours": "상담 시간"\n    },\n    "mainNavigation": ""')),
    ).toEqual([
      'site.json:114:23  문구 › 주 메뉴 이름: 빈 글자("")는 쓸 수 없습니다.',
      '  → 주 메뉴 이름을 적으세요. 쓰지 않으려면 이 줄을 지우세요.  (/labels/mainNavigation)',
    ]);
  });

  it('a number out of range', async () => {
    expect(await reportFor(edited('"heightPx": 400', '"heightPx": 50'))).toEqual([
      'site.json:44:17  지도 › 지도 높이: 200 이상 1000 이하여야 하는데 50입니다.',
      '  → 지도 상자의 높이(픽셀)입니다.  (/map/heightPx)',
    ]);
  });

  it('an empty list that needs an item', async () => {
    expect(
      await reportFor(edited('"specification": [\n            "분석 면적 30 µm"\n          ]', '"specification": []')),
    ).toEqual([
      'site.json:332:28  장비 목록 › XPS › 장비 모델 1 › 사양: 목록에 항목이 적어도 1개 있어야 하는데 0개입니다.',
      '  → 목록에 항목을 1개 더 넣으세요. 항목 하나가 한 줄로 보입니다.  (/instruments/0/equips/0/specification)',
    ]);
  });

  it('too many items in a list', async () => {
    const tile =
      '{\n                "label": "분석장비",\n                "description": "보유 장비",\n                "href": "/equipment",\n                "icon": {\n                  "src": "/images/icons/tile.svg",\n                  "alt": "분석장비 아이콘",\n                  "width": 64,\n                  "height": 64\n                }\n              }';
    expect(await reportFor(edited(tile, Array(7).fill(tile).join(', ')))).toEqual([
      'site.json:229:22  홈 › 첫 화면 › 바로가기 타일 목록: 목록에 항목을 6개까지 쓸 수 있는데 7개입니다.',
      '  → 항목을 1개 지우세요.  (/routes/0/page/sections/0/tiles)',
    ]);
  });
});
