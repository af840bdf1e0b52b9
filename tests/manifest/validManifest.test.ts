import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateManifestFile, validateManifestText } from '../../src/manifest';
import { FIXTURE_PUBLIC, VALID_MANIFEST, validText } from './manifestFixture';

describe('a valid manifest', () => {
  it('passes with its typed manifest and no problems', async () => {
    const result = await validateManifestFile(VALID_MANIFEST, { publicDir: FIXTURE_PUBLIC });
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.manifest.instruments!.map((instrument) => instrument.id)).toEqual(['xps', 'ftir']);
  });

  it('accepts a byte-order mark that Windows editors add', async () => {
    const result = await validateManifestText(`\uFEFF${validText}`, 'site.json', { publicDir: FIXTURE_PUBLIC });
    expect(result.problems).toEqual([]);
  });

  it('looks for images in public/ beside the manifest by default', async () => {
    const result = await validateManifestFile(VALID_MANIFEST);
    expect(result.ok).toBe(false);
    expect(result.problems.every((problem) => problem.code === 'missing-image')).toBe(true);
    expect(result.problems[0]?.hint).toBe('public 폴더가 없습니다. 이미지를 public 폴더에 넣으세요.');
  });

  it('reports a missing file as unreadable, in either language', async () => {
    const result = await validateManifestFile('tests/fixtures/manifests/does-not-exist.json');
    expect(result).toMatchObject({
      ok: false,
      unreadable: true,
      problems: [{ code: 'unreadable', path: '', message: '파일을 찾을 수 없습니다.' }],
    });
    const english = await validateManifestFile('tests/fixtures/manifests/does-not-exist.json', { lang: 'en' });
    expect(english.problems[0]).toMatchObject({
      message: 'The file does not exist.',
      hint: `Check the path: ${resolve('tests/fixtures/manifests/does-not-exist.json')}`,
    });
  });
});
