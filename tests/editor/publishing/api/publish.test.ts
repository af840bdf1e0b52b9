import { execFileSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  DocumentAnswer,
  ErrorAnswer,
  PublicImage,
  PublishAnswer,
  PublishStatus,
} from '../../../../src/editor/shared/apiContract';
import { busyMachineTimeout, startTestEditor, startupTimeout, type TestEditor } from '../../app/api/editorServer';
import type { LabManifest } from '../../../helpers/labManifest';

vi.setConfig({ testTimeout: busyMachineTimeout });

let editor: TestEditor;
let scratch: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'editor-publish-'));
  // Git here reads only the configuration this test gives it, whoever runs it.
  const globalConfig = join(scratch, 'gitconfig');
  await writeFile(
    globalConfig,
    '[user]\n\tname = 연구소 직원\n\temail = staff@example.co.kr\n[init]\n\tdefaultBranch = main\n',
  );
  Object.assign(process.env, { GIT_CONFIG_GLOBAL: globalConfig, GIT_CONFIG_NOSYSTEM: '1' });
  editor = await startTestEditor();
}, startupTimeout);
afterAll(async () => {
  process.env = savedEnv;
  await editor?.close();
  await rm(scratch, { recursive: true, force: true });
});

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
const status = async () => (await (await editor.api('GET', '/api/publish')).json()) as PublishStatus;
/** Publishes as the page does: the changes the status names, as the person confirmed them. */
const publish = async () => editor.api('POST', '/api/publish', { changes: (await status()).changes });

/** Saves an edit of the manifest through the editor, as the page does. */
async function saveEdit(change: (manifest: LabManifest) => void): Promise<void> {
  const { manifest, version } = (await (await editor.api('GET', '/api/document')).json()) as DocumentAnswer;
  change(manifest as LabManifest);
  const response = await editor.api('PUT', '/api/document', { manifest, baseVersion: version });
  expect(response.status).toBe(200);
}

async function uploadPhoto(name: string): Promise<PublicImage> {
  const form = new FormData();
  form.append('folder', 'instruments');
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  form.append('file', new Blob([photo]), name);
  const response = await fetch(`${editor.url}/api/images`, {
    method: 'POST',
    body: form,
    headers: { Origin: editor.url },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as PublicImage;
}

async function refusal(response: Response, status: number): Promise<ErrorAnswer> {
  expect(response.status).toBe(status);
  const answer = (await response.json()) as ErrorAnswer;
  expect(answer.message).toMatch(/[가-힣]/);
  return answer;
}

describe('publishing through git', () => {
  it('is unavailable outside a git work tree', async () => {
    expect(await status()).toEqual({ available: false, remote: false, pending: [], changes: [], unpushed: 0 });
    expect((await refusal(await publish(), 409)).code).toBe('publish-unavailable');
  });

  it('has nothing to publish in a clean repository', async () => {
    git(editor.dir, 'init', '--quiet');
    git(editor.dir, 'add', '.');
    git(editor.dir, 'commit', '--quiet', '-m', 'Fixture');
    expect(await status()).toEqual({ available: true, remote: false, pending: [], changes: [], unpushed: 0 });
    expect((await refusal(await publish(), 409)).code).toBe('nothing-to-publish');
  });

  it('commits the manifest and the new image, and nothing else, with a short message naming the changes, and says the site does not show them', async () => {
    let added = '';
    await saveEdit((manifest) => {
      const copy = { ...structuredClone(manifest.instruments[0]!), id: 'new-xrf', label: 'XRF' };
      manifest.instruments.push(copy);
      added = copy.label;
      manifest.company.phone = '042-123-4567';
    });
    const image = await uploadPhoto('XRF photo.jpg');
    // Something staged by hand stays out of the editor's commit.
    await writeFile(join(editor.dir, 'notes.txt'), '메모');
    git(editor.dir, 'add', 'notes.txt');

    const pending = await status();
    expect(pending.pending.sort()).toEqual(['public/images/instruments/xrf-photo.jpg', 'site.json']);
    // In the order of the file: company comes before instruments in it.
    const changes = ['회사 정보 수정', `장비 추가 ${added}`, `이미지 추가 ${image.src.split('/').at(-1)}`];
    expect(pending.changes).toEqual(changes);
    const response = await publish();
    expect(response.status).toBe(200);
    const answer = (await response.json()) as PublishAnswer;
    expect(answer.pushed).toBe(false);
    expect(answer.commit).toBe(git(editor.dir, 'rev-parse', 'HEAD'));
    expect(answer.message).toBe(
      '이 컴퓨터에만 게시 기록을 남겼습니다. 사이트 파일의 공용 사본이 설정되어 있지 않아 사이트에는 반영되지 않습니다.',
    );
    expect(answer.commitMessage).toBe(
      `site.json: 회사 정보 수정 외 2건\n\n${changes.map((change) => `- ${change}`).join('\n')}`,
    );
    expect(git(editor.dir, 'log', '-1', '--format=%B')).toBe(answer.commitMessage);
    expect(git(editor.dir, 'show', '--name-only', '--format=', 'HEAD').split('\n').sort()).toEqual([
      'public/images/instruments/xrf-photo.jpg',
      'site.json',
    ]);
    expect(git(editor.dir, 'diff', '--cached', '--name-only')).toBe('notes.txt');
    expect((await status()).pending).toEqual([]);
  });

  it('pushes to a remote, setting its branch on the first publish', async () => {
    const remote = join(scratch, 'remote.git');
    git(scratch, 'init', '--quiet', '--bare', remote);
    git(editor.dir, 'remote', 'add', 'origin', remote);
    expect(await status()).toMatchObject({ remote: true, unpushed: 2 });
    await saveEdit((manifest) => (manifest.company.email = 'lab@example.co.kr'));
    const answer = (await (await publish()).json()) as PublishAnswer;
    expect(answer).toMatchObject({ pushed: true, commitMessage: 'site.json: 회사 정보 수정' });
    expect(answer.message).toBe(
      '게시했습니다. 변경을 기록해 사이트 파일의 공용 사본으로 보냈습니다. 지난번에 보내지 못한 게시 2건도 함께 보냈습니다. 게시한 내용은 사이트 담당자가 새로 배포할 때 사이트에 반영됩니다.',
    );
    expect(git(remote, 'rev-parse', 'main')).toBe(answer.commit);
    expect(await status()).toMatchObject({ pending: [], unpushed: 0 });
  });

  it('explains a rejected push, keeping the commit and the files, and pushes it once the conflict is gone', async () => {
    const remote = join(scratch, 'remote.git');
    const other = join(scratch, 'other');
    git(scratch, 'clone', '--quiet', remote, other);
    await writeFile(join(other, 'README.txt'), '다른 사람의 변경');
    git(other, 'add', 'README.txt');
    git(other, 'commit', '--quiet', '-m', 'Someone else');
    git(other, 'push', '--quiet');

    await saveEdit((manifest) => (manifest.company.phone = '042-765-4321'));
    const saved = await readFile(editor.manifest, 'utf8');
    const answer = await refusal(await publish(), 409);
    expect(answer.code).toBe('push-rejected');
    expect(answer.commit).toBe(git(editor.dir, 'rev-parse', 'HEAD'));
    expect(answer.message).toContain('변경은 이 컴퓨터에만 기록되어 있고 사이트에는 아직 반영되지 않았습니다.');
    expect(await readFile(editor.manifest, 'utf8')).toBe(saved);
    expect(await status()).toMatchObject({ pending: [], unpushed: 1 });

    // As a developer would: set the hand-staged file aside, then merge what the remote has.
    git(editor.dir, 'rm', '--cached', '--quiet', 'notes.txt');
    git(editor.dir, 'pull', '--quiet', '--no-rebase', '--no-edit');
    const retried = (await (await publish()).json()) as PublishAnswer;
    expect(retried.pushed).toBe(true);
    expect(retried.message).toMatch(
      /^게시했습니다\. .*게시한 내용은 사이트 담당자가 새로 배포할 때 사이트에 반영됩니다\.$/,
    );
    expect(git(remote, 'rev-parse', 'main')).toBe(git(editor.dir, 'rev-parse', 'HEAD'));
  });

  it('explains a missing git identity, committing nothing and keeping the files', async () => {
    const anonymous = join(scratch, 'anonymous-gitconfig');
    await writeFile(anonymous, '[user]\n\tuseConfigOnly = true\n');
    process.env.GIT_CONFIG_GLOBAL = anonymous;
    const head = git(editor.dir, 'rev-parse', 'HEAD');
    await saveEdit((manifest) => (manifest.company.phone = '042-000-9999'));
    const saved = await readFile(editor.manifest, 'utf8');
    expect((await refusal(await publish(), 409)).code).toBe('git-identity');
    expect(git(editor.dir, 'rev-parse', 'HEAD')).toBe(head);
    expect(await readFile(editor.manifest, 'utf8')).toBe(saved);
    expect((await status()).pending).toEqual(['site.json']);
  });

  it('explains a remote it cannot reach, keeping the commit for the next publish', async () => {
    process.env.GIT_CONFIG_GLOBAL = join(scratch, 'gitconfig');
    git(editor.dir, 'remote', 'set-url', 'origin', join(scratch, 'gone.git'));
    const answer = await refusal(await publish(), 502);
    expect(answer.code).toBe('push-failed');
    expect(answer.commit).toBe(git(editor.dir, 'rev-parse', 'HEAD'));
    expect(answer.message).toContain('사이트에는 아직 반영되지 않았습니다');
    expect(git(editor.dir, 'log', '-1', '--format=%s')).toBe('site.json: 회사 정보 수정');
    expect(await status()).toMatchObject({ pending: [], unpushed: 1 });
  });

  it('explains a remote that refuses the push in its own words, keeping the commit', async () => {
    const refusing = join(scratch, 'refusing.git');
    git(scratch, 'init', '--quiet', '--bare', refusing);
    const hook = join(refusing, 'hooks', 'pre-receive');
    await writeFile(hook, '#!/bin/sh\necho "이 저장소는 지금 받지 않습니다" >&2\nexit 1\n');
    await chmod(hook, 0o755);
    git(editor.dir, 'remote', 'set-url', 'origin', refusing);
    const head = git(editor.dir, 'rev-parse', 'HEAD');
    const answer = await refusal(await publish(), 409);
    expect(answer.code).toBe('push-refused');
    expect(answer.commit).toBe(head);
    expect(answer.message).toBe(
      '사이트 파일의 공용 사본이 이 변경을 받지 않았습니다(pre-receive hook declined). 변경은 이 컴퓨터에만 기록되어 있고 사이트에는 아직 반영되지 않았습니다.',
    );
    expect(answer.hint).toBe('개발 담당자에게 이 문구를 알려 주세요.');
    expect(await status()).toMatchObject({ pending: [], unpushed: 1 });
  });

  it('commits nothing when the changes confirmed are not what the files hold now', async () => {
    await saveEdit((manifest) => (manifest.company.phone = '042-222-3333'));
    const head = git(editor.dir, 'rev-parse', 'HEAD');
    // The person saw the list before this last save.
    const answer = await refusal(await editor.api('POST', '/api/publish', { changes: [] }), 409);
    expect(answer.code).toBe('publish-changed');
    expect(git(editor.dir, 'rev-parse', 'HEAD')).toBe(head);
    expect(await status()).toMatchObject({ pending: ['site.json'], changes: ['회사 정보 수정'] });
    expect((await refusal(await editor.api('POST', '/api/publish', {}), 400)).code).toBe('bad-request');
  });
});
