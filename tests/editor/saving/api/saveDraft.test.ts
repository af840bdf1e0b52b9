import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../../src/siteBuild/paths';
import { readDiskDocument, versionOf } from '../../../../src/editor/saving/api/diskDocument';
import { saveDraft } from '../../../../src/editor/saving/api/saveDraft';

const fixture = join(projectRoot, 'tests/fixtures/editor-site');
let dir: string;
let paths: { manifest: string; publicDir: string };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'save-draft-'));
  paths = { manifest: join(dir, 'site.json'), publicDir: join(fixture, 'public') };
  await copyFile(join(fixture, 'site.json'), paths.manifest);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const read = () => readDiskDocument(paths.manifest);

describe('saveDraft', () => {
  it('answers 409 with the file as another program left it when that program wrote while the draft was checked', async () => {
    const loaded = await read();
    const draft = JSON.parse(loaded.text);
    draft.company.phone = '042-321-0000';
    const theirs = loaded.text.replace(/"hours": "[^"]*"/, '"hours": "평일 10:00 – 17:00"');
    // The draft was valid and the file unchanged when the save began; the other program writes just before the rename.
    const outcome = await saveDraft(paths, read, draft, loaded.version, {
      beforeCompare: () => writeFile(paths.manifest, theirs),
    });
    expect(outcome).toEqual({
      status: 409,
      answer: {
        code: 'changed-on-disk',
        message: expect.stringContaining('site.json'),
        hint: '다시 불러오거나 차이를 확인하세요.',
        text: theirs,
        version: versionOf(Buffer.from(theirs)),
      },
    });
    expect(outcome.answer).toHaveProperty('message', expect.stringMatching(/^저장하지 않았습니다\. .*멈췄습니다\.$/));
    expect(await readFile(paths.manifest, 'utf8')).toBe(theirs);
    expect(await readdir(dir)).toEqual(['site.json']);
  });
});
