import { describe, expect, it } from 'vitest';
import { edited, reportFor } from './manifestFixture';

describe('cross-references AJV cannot check', () => {
  it('an unknown instrument id, with the nearest existing id and its label', async () => {
    expect(await reportFor(edited('"xps",\n              "ftir"', '"xps",\n              "ftri"'))).toEqual([
      "site.json:291:15  분석장비 › 표면분석 › 장비 탭: 'ftri'(이)라는 장비가 없습니다. 혹시 'ftir'(FT-IR)을(를) 말씀하셨나요?",
      '  → 고유 이름은 장비 목록(instruments)에 쓴 것과 대문자·소문자, 하이픈까지 똑같아야 합니다.  (/routes/2/page/sections/0/instruments/1)',
    ]);
  });

  it('an unknown case id, with the nearest existing id and its title', async () => {
    expect(await reportFor(edited('"case": "foreign-matter"', '"case": "foreign-mater"'))).toEqual([
      "site.json:311:21  분석사례 › 미세이물 › 분석 사례: 'foreign-mater'(이)라는 분석 사례가 없습니다. 혹시 'foreign-matter'(미세 이물 분석)을(를) 말씀하셨나요?",
      '  → 고유 이름은 분석 사례 목록(cases)에 쓴 것과 대문자·소문자, 하이픈까지 똑같아야 합니다.  (/routes/3/page/sections/0/case)',
    ]);
  });

  it('an unknown case id with nothing close, saying what to add', async () => {
    expect(await reportFor(edited('"case": "foreign-matter"', '"case": "discoloration"'))).toEqual([
      "site.json:311:21  분석사례 › 미세이물 › 분석 사례: 'discoloration'(이)라는 분석 사례가 없습니다.",
      "  → cases에 id가 'discoloration'인 분석 사례를 추가하거나, 있는 고유 이름 중 하나를 쓰세요.  (/routes/3/page/sections/0/case)",
    ]);
  });

  it('a duplicate instrument id, once at the second one, naming the id the pages still ask for', async () => {
    expect(await reportFor(edited('"id": "ftir"', '"id": "xps"'))).toEqual([
      "site.json:339:13  장비 목록 › FT-IR › 장비 고유 이름: 장비 고유 이름 'xps'이(가) 두 번 쓰였습니다. 처음 쓴 곳은 319행입니다.",
      "  → 페이지에서 부르는 'ftir'이(가) instruments에 없습니다. 이 장비의 고유 이름이 원래 그것이었다면 되돌리세요.  (/instruments/1/id)",
    ]);
  });

  it('a duplicate instrument id that nothing was renamed from', async () => {
    const copy =
      '{\n      "id": "xps",\n      "label": "XPS 2",\n      "korName": "X선 광전자 분광기",\n      "subName": "X-ray Photoelectron Spectroscopy",\n      "equips": []\n    },\n    ';
    expect(await reportFor(edited('{\n      "id": "ftir"', `${copy}{\n      "id": "ftir"`))).toEqual([
      "site.json:339:13  장비 목록 › XPS 2 › 장비 고유 이름: 장비 고유 이름 'xps'이(가) 두 번 쓰였습니다. 처음 쓴 곳은 319행입니다.",
      '  → 장비 고유 이름은 서로 달라야 합니다. 이 id를 바꾸거나, 같은 것이라면 하나를 지우세요.  (/instruments/1/id)',
    ]);
  });

  it('a duplicate section id within a page, once (the menu entry that lost its section is not reported again)', async () => {
    expect(await reportFor(edited('"id": "greeting"', '"id": "contact"'))).toEqual([
      "site.json:268:19  회사소개 › 문의하기 › 섹션 주소 이름: 섹션 주소 이름 'contact'이(가) 이 페이지에 두 번 쓰였습니다. 처음 쓴 곳은 259행입니다.",
      '  → 주소 /about#contact(으)로 어느 섹션에 갈지 정할 수 없습니다. 한쪽 id를 바꾸세요.  (/routes/1/page/sections/1/id)',
    ]);
  });

  it('a duplicate page address, once (the menu that lost its page is not reported again), named by its banner', async () => {
    expect(await reportFor(edited('"path": "/cases"', '"path": "/equipment"'))).toEqual([
      "site.json:298:15  분석사례 › 페이지 주소: 페이지 주소 '/equipment'이(가) 두 번 쓰였습니다. 처음 쓴 곳은 275행입니다.",
      "  → 메뉴나 링크가 부르는 '/cases'이(가) routes에 없습니다. 이 페이지의 주소가 원래 그것이었다면 되돌리세요.  (/routes/3/path)",
    ]);
  });

  it('a page at the address of a category tab’s own page, at the page’s address', async () => {
    const secondTab =
      '"instruments": [\n              "xps",\n              "ftir"\n            ]\n          },\n          {\n            "type": "equipmentGroup",\n            "id": "spectroscopy",\n            "label": "분광분석",\n            "title": "분광 분석",\n            "instruments": [\n              "ftir"\n            ]\n          }';
    const withTab = edited(
      '"instruments": [\n              "xps",\n              "ftir"\n            ]\n          }',
      secondTab,
    );
    const report = await reportFor(edited('"path": "/about"', '"path": "/equipment/spectroscopy"', withTab));
    expect(report.slice(-2)).toEqual([
      "site.json:247:15  회사소개 › 페이지 주소: 페이지 주소 '/equipment/spectroscopy'은(는) /equipment 페이지의 'spectroscopy' 탭(296행)이 따로 쓰는 주소입니다.",
      "  → 분야 페이지의 첫 탭이 아닌 탭은 '페이지 주소/탭 주소 이름' 주소에 따로 만들어집니다. 이 페이지의 주소를 바꾸거나 그 탭의 id를 바꾸세요.  (/routes/1/path)",
    ]);
    expect(await reportFor(withTab)).toEqual([]);
  });

  it('a missing image, with the nearest file under public/', async () => {
    expect(await reportFor(edited('/images/instruments/xps.svg', '/images/instruments/xsp.svg'))).toEqual([
      "site.json:327:20  장비 목록 › XPS › 장비 모델 1 › 사진 › 그림 파일: 이미지 파일 '/images/instruments/xsp.svg'이(가) public 폴더에 없습니다. 혹시 '/images/instruments/xps.svg'을(를) 말씀하셨나요?",
      '  → 경로는 public 폴더 안의 파일 이름과 대문자·소문자까지 똑같아야 합니다.  (/instruments/0/equips/0/image/src)',
    ]);
  });

  it('a missing image whose name differs only in letter case, which macOS would hide', async () => {
    expect(await reportFor(edited('"heroImage": "/images/hero.svg"', '"heroImage": "/images/Hero.svg"'))).toEqual([
      "site.json:23:18  사이트 정보 › 홈 배경 이미지: 이미지 파일 '/images/Hero.svg'이(가) public 폴더에 없습니다. 혹시 '/images/hero.svg'을(를) 말씀하셨나요?",
      '  → 경로는 public 폴더 안의 파일 이름과 대문자·소문자까지 똑같아야 합니다.  (/site/heroImage)',
    ]);
  });

  it('a missing image with nothing close, saying where to put it', async () => {
    expect(await reportFor(edited('"image": "/images/banner.svg"', '"image": "/images/banners/about-us.png"'))).toEqual(
      [
        "site.json:254:20  회사소개 › 배너 › 배경 그림: 이미지 파일 '/images/banners/about-us.png'이(가) public 폴더에 없습니다.",
        '  → public/images/banners/about-us.png 파일을 넣거나, 경로를 고치세요.  (/routes/1/page/banner/image)',
      ],
    );
  });

  it('a menu href that is no page, without also calling that page unreachable', async () => {
    expect(
      await reportFor(
        edited('"label": "분석장비",\n      "href": "/equipment"', '"label": "분석장비",\n      "href": "/equipmnt"'),
      ),
    ).toEqual([
      "site.json:190:15  메뉴 › 분석장비 › 페이지 주소: 주소가 '/equipmnt'인 페이지가 페이지 목록(routes)에 없습니다. 혹시 '/equipment'을(를) 말씀하셨나요?",
      '  → 주소는 routes에 쓴 path와 똑같아야 합니다.  (/menu/1/href)',
    ]);
  });

  it('a sub-item hash that is no section of the group page', async () => {
    expect(await reportFor(edited('"hash": "microscopic"', '"hash": "microscopc"'))).toEqual([
      "site.json:204:19  메뉴 › 분석사례 › 미세이물 › 이어지는 섹션: '/cases' 페이지에 주소 이름이 'microscopc'인 섹션이 없습니다. 혹시 'microscopic'을(를) 말씀하셨나요?",
      "  → '/cases' 페이지의 섹션 주소 이름: microscopic  (/menu/2/subItems/0/hash)",
    ]);
  });

  it('a sub-item with its own href to a page that does not exist', async () => {
    expect(
      await reportFor(
        edited('"href": "/about",\n          "hash": "contact"', '"href": "/abut",\n          "hash": "contact"'),
      ),
    ).toEqual([
      "site.json:208:19  메뉴 › 분석사례 › 분석 문의 › 페이지 주소: 주소가 '/abut'인 페이지가 페이지 목록(routes)에 없습니다. 혹시 '/about'을(를) 말씀하셨나요?",
      '  → 주소는 routes에 쓴 path와 똑같아야 합니다.  (/menu/2/subItems/1/href)',
    ]);
  });

  it('a link outside the menu to a missing section', async () => {
    expect(await reportFor(edited('"href": "/about#contact"\n      }', '"href": "/about#contct"\n      }'))).toEqual([
      "site.json:169:17  바닥글 › 문의 › 링크 주소: '/about' 페이지에 주소 이름이 'contct'인 섹션이 없습니다. 혹시 'contact'을(를) 말씀하셨나요?",
      "  → '/about' 페이지의 섹션 주소 이름: greeting, contact  (/footer/links/0/href)",
    ]);
  });

  it('a page no menu leads to', async () => {
    const withoutCasesMenu = edited(
      /,\n {4}\{\n {6}"label": "분석사례",[\s\S]*?\n {4}\}(?=\n {2}\],\n {2}"routes")/,
      '',
    );
    expect(await reportFor(withoutCasesMenu)).toEqual([
      "site.json:283:15  분석사례 › 페이지 주소: 페이지 '/cases'(으)로 가는 메뉴나 바닥글 링크가 없습니다.",
      "  → menu에 href가 '/cases'인 메뉴 그룹이나 하위 메뉴를, 또는 footer.links에 링크를 추가하세요. 쓰지 않는 페이지라면 routes에서 지우세요.  (/routes/3/path)",
    ]);
  });

  it('references are still checked while other parts of the file have schema problems', async () => {
    const text = edited(
      '"case": "foreign-matter"',
      '"case": "foreign-mater"',
      edited('"scrollSpeedMs": 700', '"scrollSpeedMs": "700"'),
    );
    const report = await reportFor(text);
    expect(report.filter((line) => line.startsWith('site.json'))).toEqual([
      'site.json:59:22  동작 설정 › 넘기는 시간: 숫자가 와야 하는데 글자("700")가 있습니다.',
      "site.json:311:21  분석사례 › 미세이물 › 분석 사례: 'foreign-mater'(이)라는 분석 사례가 없습니다. 혹시 'foreign-matter'(미세 이물 분석)을(를) 말씀하셨나요?",
    ]);
  });
});
