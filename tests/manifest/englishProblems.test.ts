import { describe, expect, it } from 'vitest';
import { edited, reportFor } from './manifestFixture';

// With --lang en the words are English and fields go by their JSON keys; the
// site's own names (menu labels, section labels) stay as the manifest writes them.
describe('problems in English', () => {
  it('an unknown instrument id', async () => {
    expect(await reportFor(edited('"xps",\n              "ftir"', '"xps",\n              "ftri"'), 'en')).toEqual([
      "site.json:291:15  분석장비 › 표면분석 › instruments: There is no instrument 'ftri'. Did you mean 'ftir' (FT-IR)?",
      '  → Ids must be written exactly as in instruments, including letter case and hyphens.  (/routes/2/page/sections/0/instruments/1)',
    ]);
  });

  it('a missing required property', async () => {
    expect(await reportFor(edited('      "subName": "X-ray Photoelectron Spectroscopy",\n', ''), 'en')).toEqual([
      "site.json:318:5  instruments › XPS: The required property 'subName' is missing.",
      "  → Add 'subName' to this object.  (/instruments/0)",
    ]);
  });

  it('a number written as text', async () => {
    expect(await reportFor(edited('"scrollSpeedMs": 700', '"scrollSpeedMs": "700"'), 'en')).toEqual([
      'site.json:59:22  behaviour › scrollSpeedMs: Expected a whole number, found text "700".',
      '  → Write it without quotes: 700  (/behaviour/scrollSpeedMs)',
    ]);
  });

  it('a misspelt property', async () => {
    expect(
      await reportFor(edited('"label": "회사소개",\n      "href"', '"labell": "회사소개",\n      "href"'), 'en'),
    ).toEqual([
      "site.json:175:7  menu › menu #1: 'labell' is not allowed here. Did you mean 'label'?",
      '  → Allowed here: label, href, subItems  (/menu/0/labell)',
    ]);
  });

  it('a misspelt page type', async () => {
    expect(await reportFor(edited('"type": "stackedPage"', '"type": "stackedPag"'), 'en')).toEqual([
      "site.json:251:17  회사소개 › type: type must be one of fullPageScroller, stackedPage or categoryPage; 'stackedPag' is not a known kind. Did you mean 'stackedPage'?",
      '  → Write one of "fullPageScroller", "stackedPage" or "categoryPage".  (/routes/1/page/type)',
    ]);
  });

  it('an email address without its domain', async () => {
    expect(await reportFor(edited('"email": "contact@example.co.kr"', '"email": "contact@"'), 'en')).toEqual([
      'site.json:38:14  company › email: "contact@" is not a valid email address.',
      '  → Write name@domain, e.g. "contact@example.co.kr".  (/company/email)',
    ]);
  });

  it('a missing image', async () => {
    expect(await reportFor(edited('/images/instruments/xps.svg', '/images/instruments/xsp.svg'), 'en')).toEqual([
      "site.json:327:20  instruments › XPS › equips #1 › image › src: The image file '/images/instruments/xsp.svg' is not in the public folder. Did you mean '/images/instruments/xps.svg'?",
      "  → The path must match the file's name in public exactly, including letter case.  (/instruments/0/equips/0/image/src)",
    ]);
  });

  it('a missing comma', async () => {
    expect(await reportFor(edited('"heightPx": 400,', '"heightPx": 400'), 'en')).toEqual([
      'site.json:45:5  map › label: A comma (,) is missing: expected one after the previous item, but found "label".',
      '  → Put a comma at the end of the previous item (line 44, column 20).  (/map/label)',
    ]);
  });

  it('a comment', async () => {
    expect(await reportFor(edited('"map": {\n', '"map": {\n    // 지도 설정\n'), 'en')).toEqual([
      'site.json:41:5  map: JSON does not allow comments.',
      '  → Delete this comment.  (/map)',
    ]);
  });
});
