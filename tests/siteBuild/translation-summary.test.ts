import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translationCompleteness } from '../../src/manifest';
import { translationSummaryLines } from '../../src/siteBuild/translation-summary';
import { edited } from '../manifest/manifestFixture';

const bilingual = readFileSync('tests/fixtures/manifests/bilingual.json', 'utf8');
const summary = (text: string) => translationSummaryLines(translationCompleteness(JSON.parse(text), 'ko'));
const inProgress = (text: string) => edited('"locale": "en_US"', '"locale": "en_US", "inProgress": true', text);
const withoutEnglishName = edited(
  '"ko": "X선 광전자 분광기",\n        "en": "EN X선 광전자 분광기"',
  '"ko": "X선 광전자 분광기"',
  bilingual,
);

describe("the build's word on translations", () => {
  it('one line when every page is complete in every language', () => {
    expect(summary(bilingual)).toEqual(['  번역: 모든 페이지가 모든 언어(한국어, English)로 완성되어 있습니다.']);
  });

  it('nothing for a site in one language', () => {
    const korean = edited(
      ',\n    {\n      "code": "en",\n      "name": "English",\n      "locale": "en_US"\n    }',
      '',
      bilingual,
    );
    expect(summary(korean)).toEqual([]);
  });

  it('for a language in progress, its figures and the pages that still show Korean text, at their English addresses', () => {
    const lines = summary(inProgress(withoutEnglishName));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^ {2}번역 중 English\(en\): 페이지 4개 중 3개 완성, 전체 글 (\d+)\/(\d+) \(9\d%\)$/u);
    expect(lines[1]).toMatch(/^ {4}\/en\/equipment {2}(\d+)\/(\d+) \(9\d%\) {2}분석장비 › 표면분석$/u);
    expect(lines[2]).toBe('    빠진 글의 위치는 npm run validate가 줄마다 알려 줍니다.');
  });
});
