import { describe, expect, it } from 'vitest';
import { valueAt } from '../../../src/manifest/json/pointer';
import { navTree } from '../../../src/editor/navigation/navTree';
import { placeName } from '../../../src/editor/search/placeName';
import { applyChanges, planReplacement, searchTexts } from '../../../src/editor/search/searchSite';
import { siteTexts } from '../../../src/editor/search/siteTexts';
import { draftLanguages } from '../../../src/editor/translations/draftLanguages';
import { bilingualManifest } from '../translations/bilingualManifest';
import { searchManifest } from './searchManifest';

describe('searching the site and replacing everywhere', () => {
  it('finds a phone number in the company details, in a paragraph and in a link to dial it', () => {
    const hits = searchTexts(siteTexts(searchManifest()), '0420000000');
    expect(hits.map((hit) => hit.pointer)).toEqual([
      '/company/phone',
      '/footer/links/1/href',
      '/routes/1/page/sections/0/paragraphs/1',
    ]);
  });

  it('plans each change with the rest of the text kept, and applies them all as one new draft', () => {
    const draft = searchManifest();
    const changes = planReplacement(searchTexts(siteTexts(draft), '042-000-0000'), '042-123-4567');
    expect(changes.map(({ pointer, before, after }) => ({ pointer, before, after }))).toEqual([
      {
        pointer: '/company/phone',
        before: '042-000-0000',
        after: '042-123-4567',
      },
      {
        pointer: '/footer/links/1/href',
        before: 'tel:042-000-0000',
        after: 'tel:042-123-4567',
      },
      {
        pointer: '/routes/1/page/sections/0/paragraphs/1',
        before: '전화 042 000 0000 또는 contact@example.co.kr로 문의하세요.',
        after: '전화 042-123-4567 또는 contact@example.co.kr로 문의하세요.',
      },
    ]);
    const changed = applyChanges(draft, changes);
    expect(JSON.stringify(changed)).not.toMatch(/042.000.0000/);
    expect(changed.company.fax).toBe(draft.company.fax);
    expect(JSON.stringify(draft)).toContain('042 000 0000');
  });

  it('says where each replacement lands in the changed text, after earlier ones grew or shrank it', () => {
    const draft = searchManifest();
    const [change] = planReplacement(searchTexts(siteTexts(draft), '042 000 0000'), '1588-0000').filter((planned) =>
      planned.pointer.includes('paragraphs'),
    );
    expect(change!.afterSpans.map(({ start, end }) => change!.after.slice(start, end))).toEqual(['1588-0000']);
    const twice = planReplacement(
      [
        {
          pointer: '/x',
          field: '/x',
          text: 'ab ab',
          spans: [
            { start: 0, end: 2 },
            { start: 3, end: 5 },
          ],
        },
      ],
      'xyz',
    )[0]!;
    expect(twice.afterSpans.map(({ start, end }) => twice.after.slice(start, end))).toEqual(['xyz', 'xyz']);
  });

  it('plans no change where the replacement is what is already there', () => {
    const changes = planReplacement(searchTexts(siteTexts(searchManifest()), '0420000000'), '042-000-0000');
    expect(changes.map((change) => change.pointer)).toEqual(['/routes/1/page/sections/0/paragraphs/1']);
  });

  it('changes only the language where the text was found', () => {
    const draft = bilingualManifest();
    const changed = applyChanges(draft, planReplacement(searchTexts(siteTexts(draft), 'Hello'), 'Welcome'));
    expect(valueAt(changed, '/routes/1/page/sections/0/paragraphs/0')).toEqual({
      ko: '안녕하세요.',
      en: 'Welcome.',
    });
  });
});

describe('placeName', () => {
  const named = (draft: unknown, pointer: string) => {
    const text = siteTexts(draft).find((candidate) => candidate.pointer === pointer)!;
    return placeName(text, draft, navTree(draft), draftLanguages(draft));
  };

  it('names the item as the navigation does and the field as its form titles it', () => {
    const draft = searchManifest();
    expect(named(draft, '/company/phone')).toBe('회사 정보 › 전화번호');
    expect(named(draft, '/routes/1/page/sections/0/paragraphs/1')).toBe('회사소개 › 인사말 › 2번째 문단');
    expect(named(draft, '/instruments/0/equips/0/specification/0')).toBe('XPS › 장비 모델 1 › 1번째 사양');
  });

  it('says the language on a site in more than one', () => {
    const draft = bilingualManifest();
    expect(named(draft, '/routes/1/page/sections/0/paragraphs/0/en')).toBe('회사소개 › 인사말 › 1번째 문단 (English)');
    expect(named(draft, '/company/phone')).toBe('회사 정보 › 전화번호');
  });
});
