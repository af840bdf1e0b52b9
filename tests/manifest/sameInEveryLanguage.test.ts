import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { translationCompleteness, validateManifestText } from '../../src/manifest';
import { textIn } from '../../src/manifest/language/localText';
import { localizeManifest } from '../../src/render/localize';
import { edited, FIXTURE_PUBLIC, reportFor } from './manifestFixture';
import type { LabManifest } from '../helpers/labManifest';

const bilingual = readFileSync('tests/fixtures/manifests/bilingual.json', 'utf8');
const PARTNER_NAME = '"ko": "협력사",\n        "en": "EN 협력사"';
const validate = (text: string) => validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC });
const LANGUAGES = [{ code: 'ko' }, { code: 'en' }];

describe('a text marked the same in every language ({ "*": … })', () => {
  it('is valid, lacks no translation, and counts as written in every language', async () => {
    const text = edited(PARTNER_NAME, '"*": "KMAC"', bilingual);
    expect(await validate(text)).toMatchObject({ ok: true, problems: [], warnings: [] });
    // One text less in Korean alone: the English figure matches the Korean one, as in the untouched fixture.
    const { total } = translationCompleteness(JSON.parse(text), 'ko');
    expect(total.map((count) => count.translated)).toEqual([total[0]!.total, total[0]!.total]);
  });

  it('reads as its one text in every language, on the pages of each', () => {
    expect(textIn({ '*': 'ICP-OES' }, 'ko', LANGUAGES)).toBe('ICP-OES');
    expect(textIn({ '*': 'ICP-OES' }, 'en', LANGUAGES)).toBe('ICP-OES');
    const manifest = JSON.parse(edited(PARTNER_NAME, '"*": "KMAC"', bilingual)) as LabManifest;
    expect(localizeManifest(manifest, 'ko').partners![0]!.name).toBe('KMAC');
    expect(localizeManifest(manifest, 'en').partners![0]!.name).toBe('KMAC');
  });

  it('may not stand beside texts per language: that is a problem at its line, in Korean and English', async () => {
    const text = edited(PARTNER_NAME, '"*": "KMAC",\n        "en": "EN 협력사"', bilingual);
    const result = await validate(text);
    expect(result.problems).toMatchObject([{ code: 'same-text-with-languages', pointer: '/partners/0/name' }]);
    expect((await reportFor(text))[0]).toMatch(
      /협력사 이름: 모든 언어에 같은 글\("\*"\)과 언어별 글\("en"\)이 함께 있습니다\./u,
    );
    expect((await reportFor(text, 'en'))[0]).toMatch(
      /name: The text is marked the same in every language \("\*"\) and also has texts for "en"/u,
    );
  });

  it('is the schema’s own choice: any other key that is no language code stays a problem', async () => {
    const result = await validate(edited(PARTNER_NAME, '"all": "KMAC"', bilingual));
    expect(result.problems.map((problem) => problem.code)).toContain('unknown-language');
  });
});
