import { afterEach, expect, it } from 'vitest';
import type { DevEvent } from '../../src/dev/protocol';
import { createEventStream, eventMessage, type EventStream } from '../../src/devServer/event-stream';
import { listen, type RunningServer } from '../../src/devServer/listen';

let stream: EventStream;
let server: RunningServer;

afterEach(async () => {
  stream?.close();
  await server?.close();
});

async function serve(initial: () => DevEvent[]): Promise<void> {
  stream = createEventStream({ initial, retryMs: 250 });
  server = await listen((req, res) => stream.connect(req, res), 0, '127.0.0.1');
}

/** Opens the stream and reads it as the browser would, a chunk at a time. */
async function subscribe() {
  const controller = new AbortController();
  const response = await fetch(server.url, { signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  return {
    response,
    async until(part: string): Promise<string> {
      while (!text.includes(part)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`The stream ended before "${part}":\n${text}`);
        text += value;
      }
      return text;
    },
    close: () => controller.abort(),
  };
}

it('writes an event as its type and its data as one line of JSON', () => {
  expect(eventMessage({ type: 'reload', build: 'run-1' })).toBe('event: reload\ndata: {"build":"run-1"}\n\n');
  const message = eventMessage({
    type: 'problems',
    failure: { title: 'x', problems: [{ code: 'required', location: '', field: '', message: 'a\nb', hint: '' }] },
  });
  expect(message.split('\n')).toHaveLength(4);
  expect(message).toContain('"message":"a\\nb"');
});

it('answers with an event stream that starts with the reconnect delay and the current state', async () => {
  await serve(() => [{ type: 'reload', build: 'run-1' }]);
  const page = await subscribe();
  expect(page.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  expect(page.response.headers.get('cache-control')).toBe('no-cache');
  expect(await page.until('"}\n\n')).toBe('retry: 250\n\nevent: reload\ndata: {"build":"run-1"}\n\n');
  page.close();
});

it('sends every event to every open page and forgets pages that went away', async () => {
  await serve(() => []);
  const first = await subscribe();
  const second = await subscribe();
  await Promise.all([first.until('retry'), second.until('retry')]);
  expect(stream.size).toBe(2);

  stream.send({ type: 'reload', build: 'run-2' });
  await Promise.all([first.until('run-2'), second.until('run-2')]);

  first.close();
  await expect.poll(() => stream.size).toBe(1);
  stream.send({ type: 'reload', build: 'run-3' });
  await second.until('run-3');
  second.close();
});

it('ends every stream when it closes', async () => {
  await serve(() => []);
  const page = await subscribe();
  await page.until('retry');
  stream.close();
  await expect(page.until('never sent')).rejects.toThrow('The stream ended');
  expect(stream.size).toBe(0);
});
