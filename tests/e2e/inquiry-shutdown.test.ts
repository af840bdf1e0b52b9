// SIGTERM: the server stops accepting, finishes the request under way, closes the database and exits 0.
import { connect, type Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { fixtureManifestPath, fixturePublic } from './helpers/fixture-site';
import { startServerProcess } from './helpers/inquiry-server';
import { isRunning, npmStart } from './helpers/npm-start';
import { waitFor } from './helpers/wait-for';
import { answerOf } from '../siteServer/storage/tempStore';

const body = JSON.stringify({
  company: '(주)종료시험',
  phone: '02-555-0199',
  email: 'end@test.example',
  message: '끝나기 직전에 보낸 문의',
  consent: true,
});

function readUntil(socket: Socket, pattern: RegExp): Promise<string> {
  let received = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      received += chunk.toString();
      if (pattern.test(received)) {
        socket.off('data', onData);
        resolve(received);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

const refuses = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe('SIGTERM', () => {
  it('finishes an inquiry whose request had started, refuses new connections, and exits 0 with the row stored', async () => {
    const server = await startServerProcess();
    const { hostname, port, host } = new URL(server.url);
    const socket = connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    // Expect: 100-continue makes the server say when it has the headers: from then on the request is under way.
    socket.write(
      `POST /api/inquiries HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\n\r\n`,
    );
    await readUntil(socket, /100 Continue/);

    server.child.kill('SIGTERM');
    await waitFor(() => refuses(server.url), 'the server to stop accepting connections');

    const answer = readUntil(socket, /\r\n\r\n[\s\S]*\}/);
    socket.end(body);
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    const id = Number(/"id":(\d+)/.exec(response)?.[1]);

    expect(await server.exited).toBe(0);
    const store = server.openStore();
    try {
      expect(answerOf(store.get(id), 'message')).toBe('끝나기 직전에 보낸 문의');
    } finally {
      store.close();
    }
    await server.stop();
  });
});

// systemd and Docker signal the process they started: `npm start` itself, not the server under it.
describe.each(['SIGTERM', 'SIGINT'] as const)('%s to the npm start process', (signal) => {
  it('reaches the server, which exits 0 with npm, leaving no process behind', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'inquiry-data-'));
    const args = [
      '--manifest',
      fixtureManifestPath(),
      '--public',
      fixturePublic,
      '--out',
      inject('fixtureDist'),
      '--port',
      '0',
      '--host',
      '127.0.0.1',
    ];
    const server = await npmStart(projectRoot, args, { DATA_DIR: dataDir, SMTP_URL: '', KAKAO_APP_KEY: '' });
    try {
      const children = await server.children();
      // npm execs the server: its one child is the node process that listens.
      expect(children).toHaveLength(1);
      expect((await fetch(server.url)).status).toBe(200);
      server.npm.kill(signal);
      expect(await server.exited).toBe(0);
      await waitFor(() => !isRunning(children[0]!), 'the server process to end');
      expect(server.output()).toContain(`${signal}: 받던 요청을 마저 처리하고 끝냅니다.`);
    } finally {
      if (server.npm.exitCode === null) server.npm.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
