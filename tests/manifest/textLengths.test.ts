import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest';
import { edited, FIXTURE_PUBLIC, reportFor } from './manifestFixture';

const bilingual = readFileSync('tests/fixtures/manifests/bilingual.json', 'utf8');
const PARTNER_NAME = '"ko": "협력사",\n        "en": "EN 협력사"';
const pasted = 'x'.repeat(1890);
const lineOf = (text: string, fragment: string) => text.split('\n').findIndex((row) => row.includes(fragment)) + 1;

describe('the length of one-line texts', () => {
  it('refuses a pasted 1,890-character English name at its line and column, naming the language, in Korean and English', async () => {
    const text = edited(PARTNER_NAME, `"ko": "협력사",\n        "en": "${pasted}"`, bilingual);
    const line = lineOf(text, pasted);
    expect(await reportFor(text)).toEqual([
      `site.json:${line}:15  협력사 › 협력사 › 협력사 이름: English(en) 글은 80자까지 쓸 수 있는데 1890자입니다.`,
      '  → 1810자를 줄이세요.  (/partners/0/name/en)',
    ]);
    expect(await reportFor(text, 'en')).toEqual([
      `site.json:${line}:15  partners › 협력사 › name: The English (en) text may have at most 80 characters, found 1890.`,
      '  → Shorten it by 1810 characters.  (/partners/0/name/en)',
    ]);
  });

  it('refuses a name written as one string that is too long, and names its item by no more than the start of that name', async () => {
    const text = edited(PARTNER_NAME, `"ko": "협력사"`, bilingual).replace(
      '"name": {\n        "ko": "협력사"\n      }',
      `"name": "${'가'.repeat(300)}"`,
    );
    const result = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC });
    expect(result.problems).toMatchObject([
      {
        code: 'too-long',
        pointer: '/partners/0/name',
        message: '80자까지 쓸 수 있는데 300자입니다.',
        hint: '220자를 줄이세요.',
      },
    ]);
    expect(result.problems[0]!.path).toBe(`협력사 › ${'가'.repeat(80)}… › 협력사 이름`);
  });

  it('gives titles and other one-line texts more room than names', async () => {
    const title = 'y'.repeat(100);
    const text = bilingual.replace(
      /"title": \{\n(\s+)"ko": "([^"]*)"/u,
      (_, indent: string, ko: string) => `"title": {\n${indent}"ko": "${ko}${title}"`,
    );
    expect(text).not.toBe(bilingual);
    expect((await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC })).problems).toEqual([]);
  });
});
