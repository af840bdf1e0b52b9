import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeScope, pendingChanges } from '../../../../src/editor/publishing/api/pendingChanges';
import { pendingFiles, type Repository } from '../../../../src/editor/publishing/api/repository';

let root: string;
let repository: Repository;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=직원', '-c', 'user.email=staff@example.co.kr', ...args], { cwd: root });

beforeEach(async () => {
  root = await realpath(await mkdtemp(join(tmpdir(), 'pending-changes-')));
  repository = { root, manifest: 'site.json', images: 'public/images' };
  await writeFile(join(root, 'site.json'), '{ "company": { "phone": "042-000-0000" } }\n');
  git('init', '--quiet');
  git('add', '.');
  git('commit', '--quiet', '-m', 'Fixture');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const changes = async () => pendingChanges(repository, await pendingFiles(repository));

describe('pendingChanges', () => {
  it('names a change made by hand that changes no value, rather than nothing', async () => {
    await writeFile(join(root, 'site.json'), '{\n  "company": { "phone": "042-000-0000" }\n}\n');
    expect(await changes()).toEqual(['site.json 모양 정리']);
  });

  it('names images by their file name on one line, in the images folder when only images changed', async () => {
    await mkdir(join(root, 'public/images'), { recursive: true });
    await writeFile(join(root, 'public/images', 'xrf\nSigned-off-by: x.jpg'), 'jpeg');
    const pending = await pendingFiles(repository);
    expect(await pendingChanges(repository, pending)).toEqual(['이미지 추가 xrf Signed-off-by: x.jpg']);
    expect(changeScope(repository, pending)).toBe('public/images');
  });
});
