// Slow clients cannot hold connections open: the header, whole-request and keep-alive limits on the real server.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './helpers/inquiry-server';

const limits = { headers: 1000, request: 2000, keepAlive: 1000 };
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    env: {
      HEADERS_TIMEOUT_MS: String(limits.headers),
      REQUEST_TIMEOUT_MS: String(limits.request),
      KEEP_ALIVE_TIMEOUT_MS: String(limits.keepAlive),
    },
  });
});
afterAll(async () => {
  await server?.stop();
});

interface Ending {
  afterMs: number;
  received: string;
}

/**
 * Opens a connection, writes `start`, then `drip` one character every `everyMs`
 * (a client that is slow on purpose); resolves when the server closes the
 * connection, rejects if it is still open after `deadlineMs`.
 */
function slowClient(start: string, drip: string, everyMs: number, deadlineMs: number): Promise<Ending> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const began = Date.now();
    let received = '';
    let sent = 0;
    const socket: Socket = connect(Number(port), '127.0.0.1', () => socket.write(start));
    const dripping = setInterval(() => {
      if (sent < drip.length && socket.writable) socket.write(drip[sent++]!);
    }, everyMs);
    const deadline = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`The server kept the connection open for ${deadlineMs} ms; it received: ${JSON.stringify(received)}`),
      );
    }, deadlineMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    // A server that closes while the client still writes may reset the connection: that is a close too.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(deadline);
      resolve({ afterMs: Date.now() - began, received });
    });
  });
}

it('cuts a client that sends its headers slower than the header timeout, with a 408', async () => {
  const ending = await slowClient(
    'GET / HTTP/1.1\r\n',
    'Host: 127.0.0.1\r\nX-Slow: a-header-that-takes-its-time\r\n\r\n',
    200,
    limits.headers + 4000,
  );
  expect(ending.received).toMatch(/^HTTP\/1\.1 408 /);
  expect(ending.afterMs).toBeGreaterThanOrEqual(limits.headers - 100);
});

it('cuts a client that sends a body one byte a second once the whole request took longer than the request timeout', async () => {
  const headers =
    'POST /api/inquiries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n';
  const ending = await slowClient(headers, `{"message":"${'가'.repeat(60)}"}`, 1000, limits.request + 4000);
  expect(ending.received).toMatch(/^HTTP\/1\.1 408 /);
  expect(ending.afterMs).toBeGreaterThanOrEqual(limits.request - 100);
});

it('closes a kept-alive connection left idle after its answer', async () => {
  const ending = await slowClient(
    'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    '',
    1000,
    limits.keepAlive + 4000,
  );
  expect(ending.received).toMatch(/^HTTP\/1\.1 200 /);
  expect(ending.received).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
  expect(ending.afterMs).toBeGreaterThanOrEqual(limits.keepAlive - 100);
});
