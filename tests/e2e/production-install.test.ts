// The production install as the lab's IT contractor does it: the project and its build output on a
// server, `npm ci --omit=dev`, `npm start`. Nothing that builds, tests or benchmarks is installed,
// and the server runs on what is: plain node, the release's bundle and the runtime dependencies.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../../scripts/build/paths';
import { copyCurrentRelease } from './helpers/copy-release';
import { isRunning, npmStart, type NpmStart } from './helpers/npm-start';
import { waitFor } from './helpers/wait-for';

const run = promisify(execFile);
const buildTools = ['tsx', 'esbuild', 'typescript', 'vitest', 'lighthouse', 'playwright-core', 'sharp', 'svgo', 'jsdom', 'dompurify', '@babel/core', 'subset-font', 'json-schema-to-typescript'];
const inquiry = { company: '(주)배포시험', phone: '031-555-0142', email: 'deploy@test.example', message: '운영 서버에 저장되는지 확인하는 문의입니다.', consent: true };

let dir: string;
let app: string;
let dataDir: string;
let server: NpmStart | undefined;

/** The project's files as a checkout has them (tracked and not ignored), without node_modules or any build. */
async function copyProject(to: string): Promise<void> {
  const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: projectRoot, maxBuffer: 64 * 1024 * 1024 });
  for (const file of stdout.split('\0').filter(Boolean)) {
    const exists = await stat(join(projectRoot, file)).then(() => true, () => false);
    if (!exists) continue;
    await mkdir(dirname(join(to, file)), { recursive: true });
    await cp(join(projectRoot, file), join(to, file));
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'production-install-'));
  app = join(dir, 'lab-site');
  dataDir = join(dir, 'data');
  await copyProject(app);
  await copyCurrentRelease(inject('fixtureDist'), join(app, 'dist'));
  // npm's cache holds every package the development install fetched: this runs offline.
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: app, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 });
}, 660_000);

afterAll(async () => {
  if (server && server.npm.exitCode === null) server.npm.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

describe('npm ci --omit=dev && npm start', () => {
  it('installs no build, test or benchmark tool', async () => {
    const installed = await readdir(join(app, 'node_modules'));
    for (const tool of buildTools) expect(installed, tool).not.toContain(tool.split('/')[0] === '@babel' ? '@babel' : tool);
    expect(installed).toEqual(expect.arrayContaining(['fastify', 'better-sqlite3']));
  });

  it('serves the built site, answers /healthz and stores an inquiry', async () => {
    server = await npmStart(app, ['--port', '0', '--host', '127.0.0.1'], { DATA_DIR: dataDir, SMTP_URL: '', PORT: '' });
    expect(server.output()).not.toContain('빌드합니다');
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<\/html>\s*$/);
    const answer = await fetch(`${server.url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(inquiry),
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    const listed = await run('npm', ['run', 'inquiries', '--', 'show', String(id)], { cwd: app, env: { ...process.env, DATA_DIR: dataDir } });
    expect(listed.stdout).toContain(inquiry.message);
  });

  it('ends the server on SIGTERM to npm itself: exit 0 and no process left', async () => {
    if (!server) throw new Error('The server did not start.');
    const [serverPid] = await server.children();
    expect(serverPid).toBeDefined();
    server.npm.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await waitFor(() => !isRunning(serverPid!), 'the server process to end');
    expect(server.output()).toContain('SIGTERM');
  });
});
