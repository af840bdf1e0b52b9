import { describe, expect, it } from 'vitest';
import { edited, reportFor } from './manifestFixture';

describe('cross-references AJV cannot check', () => {
  it('an unknown instrument id, with the nearest existing id', async () => {
    expect(await reportFor(edited('"xps",\n              "ftir"', '"xps",\n              "ftri"'))).toEqual([
      "site.json:254:15  /routes/2/page/sections/0/instruments/1  장비 'ftri'이(가) 장비 목록(instruments)에 없습니다.",
      "  → 혹시 'ftir'을(를) 말씀하셨나요?",
    ]);
  });

  it('an unknown case id, with the nearest existing id', async () => {
    expect(await reportFor(edited('"case": "foreign-matter"', '"case": "foreign-mater"'))).toEqual([
      "site.json:274:21  /routes/3/page/sections/0/case  분석 사례 'foreign-mater'이(가) 분석 사례 목록(cases)에 없습니다.",
      "  → 혹시 'foreign-matter'을(를) 말씀하셨나요?",
    ]);
  });

  it('an unknown case id with nothing close, saying what to add', async () => {
    expect(await reportFor(edited('"case": "foreign-matter"', '"case": "discoloration"'))).toEqual([
      "site.json:274:21  /routes/3/page/sections/0/case  분석 사례 'discoloration'이(가) 분석 사례 목록(cases)에 없습니다.",
      "  → cases에 id가 'discoloration'인 분석 사례를 추가하거나, 있는 id 중 하나를 쓰세요.",
    ]);
  });

  it('a duplicate instrument id, at the second one, naming the first line', async () => {
    expect(await reportFor(edited('"id": "ftir"', '"id": "xps"'))).toEqual([
      "site.json:254:15  /routes/2/page/sections/0/instruments/1  장비 'ftir'이(가) 장비 목록(instruments)에 없습니다.",
      "  → instruments에 id가 'ftir'인 장비를 추가하거나, 있는 id 중 하나를 쓰세요.",
      "site.json:302:13  /instruments/1/id  장비 아이디 'xps'이(가) 두 번 쓰였습니다. 처음 쓴 곳은 282행입니다.",
      '  → 장비 아이디는 서로 달라야 합니다. 이 id를 바꾸거나, 같은 것이라면 하나를 지우세요.',
      "site.json:323:9  /cases/0/instruments/0  장비 'ftir'이(가) 장비 목록(instruments)에 없습니다.",
      "  → instruments에 id가 'ftir'인 장비를 추가하거나, 있는 id 중 하나를 쓰세요.",
    ]);
  });

  it('a duplicate section id within a page', async () => {
    expect(await reportFor(edited('"id": "greeting"', '"id": "contact"'))).toEqual([
      "site.json:143:19  /menu/0/subItems/0/hash  하위 메뉴 '인사말'의 섹션 'greeting'이(가) '/about' 페이지에 없습니다.",
      "  → '/about' 페이지의 섹션 아이디: contact",
      "site.json:231:19  /routes/1/page/sections/1/id  섹션 아이디 'contact'이(가) 이 페이지에 두 번 쓰였습니다. 처음 쓴 곳은 222행입니다.",
      '  → 주소 /about#contact(으)로 어느 섹션에 갈지 정할 수 없습니다. 한쪽 id를 바꾸세요.',
    ]);
  });

  it('a missing image, with the nearest file under public/', async () => {
    expect(await reportFor(edited('/images/instruments/xps.svg', '/images/instruments/xsp.svg'))).toEqual([
      "site.json:290:20  /instruments/0/equips/0/image/src  이미지 파일 '/images/instruments/xsp.svg'이(가) public 폴더에 없습니다.",
      "  → 혹시 '/images/instruments/xps.svg'을(를) 말씀하셨나요?",
    ]);
  });

  it('a missing image whose name differs only in letter case, which macOS would hide', async () => {
    expect(await reportFor(edited('"heroImage": "/images/hero.svg"', '"heroImage": "/images/Hero.svg"'))).toEqual([
      "site.json:23:18  /site/heroImage  이미지 파일 '/images/Hero.svg'이(가) public 폴더에 없습니다.",
      "  → 혹시 '/images/hero.svg'을(를) 말씀하셨나요?",
    ]);
  });

  it('a missing image with nothing close, saying where to put it', async () => {
    expect(await reportFor(edited('"image": "/images/banner.svg"', '"image": "/images/banners/about-us.png"'))).toEqual([
      "site.json:217:20  /routes/1/page/banner/image  이미지 파일 '/images/banners/about-us.png'이(가) public 폴더에 없습니다.",
      '  → public/images/banners/about-us.png 파일을 넣거나, 경로를 고치세요.',
    ]);
  });

  it('a menu href that is no page, without also calling that page unreachable', async () => {
    expect(await reportFor(edited('"label": "분석장비",\n      "href": "/equipment"', '"label": "분석장비",\n      "href": "/equipmnt"'))).toEqual([
      "site.json:153:15  /menu/1/href  메뉴 '분석장비'의 주소 '/equipmnt'에 해당하는 페이지가 routes에 없습니다.",
      "  → 혹시 '/equipment'을(를) 말씀하셨나요?",
    ]);
  });

  it('a sub-item hash that is no section of the group page', async () => {
    expect(await reportFor(edited('"hash": "microscopic"', '"hash": "microscopc"'))).toEqual([
      "site.json:167:19  /menu/2/subItems/0/hash  하위 메뉴 '미세이물'의 섹션 'microscopc'이(가) '/cases' 페이지에 없습니다.",
      "  → 혹시 'microscopic'을(를) 말씀하셨나요?",
    ]);
  });

  it('a sub-item with its own href to a page that does not exist', async () => {
    expect(await reportFor(edited('"href": "/about",\n          "hash": "contact"', '"href": "/abut",\n          "hash": "contact"'))).toEqual([
      "site.json:171:19  /menu/2/subItems/1/href  하위 메뉴 '분석 문의'의 주소 '/abut'에 해당하는 페이지가 routes에 없습니다.",
      "  → 혹시 '/about'을(를) 말씀하셨나요?",
    ]);
  });

  it('a link outside the menu to a missing section', async () => {
    expect(await reportFor(edited('"href": "/about#contact"\n      }', '"href": "/about#contct"\n      }'))).toEqual([
      "site.json:132:17  /footer/links/0/href  링크 '/about#contct'의 섹션 'contct'이(가) '/about' 페이지에 없습니다.",
      "  → 혹시 'contact'을(를) 말씀하셨나요?",
    ]);
  });

  it('a page no menu leads to', async () => {
    const withoutCasesMenu = edited(/,\n {4}\{\n {6}"label": "분석사례",[\s\S]*?\n {4}\}(?=\n {2}\],\n {2}"routes")/, '');
    expect(await reportFor(withoutCasesMenu)).toEqual([
      "site.json:246:15  /routes/3/path  페이지 '/cases'(으)로 가는 메뉴가 없습니다.",
      "  → menu에 href가 '/cases'인 메뉴 그룹이나 하위 메뉴를 추가하세요. 쓰지 않는 페이지라면 routes에서 지우세요.",
    ]);
  });

  it('references are still checked while other parts of the file have schema problems', async () => {
    const text = edited('"case": "foreign-matter"', '"case": "foreign-mater"', edited('"scrollSpeedMs": 700', '"scrollSpeedMs": "700"'));
    const report = await reportFor(text);
    expect(report.filter((line) => line.startsWith('site.json'))).toEqual([
      'site.json:59:22  /behaviour/scrollSpeedMs  숫자가 와야 하는데 글자("700")가 있습니다.',
      "site.json:274:21  /routes/3/page/sections/0/case  분석 사례 'foreign-mater'이(가) 분석 사례 목록(cases)에 없습니다.",
    ]);
  });
});
