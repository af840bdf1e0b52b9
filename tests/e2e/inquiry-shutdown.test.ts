// SIGTERM: the server stops accepting, finishes the request under way, closes the database and exits 0.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/inquiry-server';
import { waitFor } from './helpers/wait-for';

const body = JSON.stringify({ company: '(주)종료시험', phone: '02-555-0199', email: 'end@test.example', message: '끝나기 직전에 보낸 문의', consent: true });

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

const refuses = (url: string) => fetch(url).then(() => false, () => true);

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
      expect(store.get(id)?.message).toBe('끝나기 직전에 보낸 문의');
    } finally {
      store.close();
    }
    await server.stop();
  });
});
