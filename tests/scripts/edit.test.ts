import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { editorTools } from '../../src/devServer/editor-tools';
import { startEditor } from '../../src/editor/app/api/startEditor';
import { busyMachineTimeout, editorFixture, startupTimeout } from '../editor/app/api/editorServer';

vi.setConfig({ testTimeout: busyMachineTimeout });

let dir: string;
let child: ChildProcess;
let output = '';
let address: string;

/** Waits for the announcement (address, then how to stop), failing with the output when the command ends first. */
const announced = () =>
  new Promise<string>((resolve, reject) => {
    const look = () => {
      const found = /편집기: (http:\/\/127\.0\.0\.1:\d+)[\s\S]*Ctrl\+C/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on('data', look);
    child.on('exit', (code) => reject(new Error(`npm run edit ended (${code}) before it was ready:\n${output}`)));
  });

/** What a save killed with kill -9 leaves beside site.json, and a file that only looks like it. */
const staleTemporary = '.site.json.0123456789ab.tmp';
const lookalike = '.site.json.notes.tmp';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'edit-cli-'));
  await cp(editorFixture, dir, { recursive: true });
  await writeFile(join(dir, staleTemporary), '{ "half": ');
  await writeFile(join(dir, lookalike), '메모');
  // As `npm run edit -- --port 0 --manifest … --public …` (port 0: any free one), with the real page. Node with
  // tsx's loader rather than the tsx command: that one relays a signal to its child and kills it when the child
  // does not acknowledge within 30 ms, which a machine busy with other tests can miss.
  const args = [
    '--import',
    'tsx',
    'scripts/edit.ts',
    '--port',
    '0',
    '--manifest',
    join(dir, 'site.json'),
    '--public',
    join(dir, 'public'),
  ];
  child = spawn(process.execPath, args, { cwd: projectRoot });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  address = await announced();
}, startupTimeout);
afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('npm run edit', () => {
  it('prints its address on 127.0.0.1 and how to stop, in Korean, and serves the editor there', async () => {
    expect(output).toContain('끝내려면 Ctrl+C를 누르세요');
    const html = await (await fetch(`${address}/`)).text();
    expect(html).toContain('<title>사이트 편집기</title>');
    expect((await fetch(`${address}/editor.js`)).status).toBe(200);
  });

  it('removed the temporary file a killed save left beside site.json, and only that', async () => {
    const names = await readdir(dir);
    expect(names).not.toContain(staleTemporary);
    expect(names).toContain(lookalike);
    expect(names).toContain('site.json');
  });

  it('ends cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(fetch(`${address}/`)).rejects.toThrow();
  });

  it('refuses a port that is not a number, in Korean', async () => {
    const run = spawn(process.execPath, ['--import', 'tsx', 'scripts/edit.ts', '--port', 'abc'], { cwd: projectRoot });
    let stderr = '';
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('포트 번호가 올바르지 않습니다: abc');
  });

  it('says in Korean which file or folder it cannot find, before bundling anything', async () => {
    const options = {
      port: 0,
      root: projectRoot,
      tools: editorTools,
      manifest: join(dir, 'site.json'),
      public: join(dir, 'public'),
    };
    await expect(startEditor({ ...options, manifest: join(dir, 'none.json') })).rejects.toThrow(
      '사이트 설정 파일을 찾을 수 없습니다',
    );
    await expect(startEditor({ ...options, public: join(dir, 'none') })).rejects.toThrow(
      '이미지 폴더를 찾을 수 없습니다',
    );
  });
});
