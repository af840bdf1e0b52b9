import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, validateManifestText } from '../../src/manifest';
import { edited } from './manifestFixture';

let publicDir: string;
beforeAll(async () => {
  publicDir = await mkdtemp(join(tmpdir(), 'public-case-'));
  await mkdir(join(publicDir, 'images'), { recursive: true });
  for (const file of ['partner.svg', 'Logo.SVG'])
    await writeFile(join(publicDir, 'images', file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rm(publicDir, { recursive: true, force: true }));

async function hintFor(src: string): Promise<string> {
  const result = await validateManifestText(edited('"/images/partner.svg"', JSON.stringify(src)), 'site.json', {
    publicDir,
  });
  const problem = result.problems.find((candidate) => candidate.pointer === '/partners/0/logo/src');
  return formatProblem(problem!, 'site.json').split('\n')[1]!;
}

describe('an image path whose letter case differs from the file in public/', () => {
  it('suggests the file public/ holds, in one step', async () => {
    expect(await hintFor('/images/Partner.SVG')).toBe('  → "/images/partner.svg"처럼 쓰세요.  (/partners/0/logo/src)');
    expect(await hintFor('\\images\\Partner.svg')).toBe(
      '  → "/images/partner.svg"처럼 쓰세요. 폴더는 역슬래시(\\)가 아니라 /로 구분합니다.  (/partners/0/logo/src)',
    );
  });

  it('says to rename a file whose own name cannot be written', async () => {
    expect(await hintFor('/images/Logo.SVG')).toContain('Logo.SVG 파일이 있다면 그 이름도 Logo.svg(으)로 바꾸세요');
  });
});
