import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevEvent } from '../dev/protocol';

export interface EventStream {
  /** Answers a request with an open event stream: first the events `initial` gives, then every one sent. */
  connect(req: IncomingMessage, res: ServerResponse): void;
  send(event: DevEvent): void;
  /** How many pages are listening. */
  readonly size: number;
  /** Ends every stream (the pages reconnect to the next dev server on the port). */
  close(): void;
}

export interface EventStreamOptions {
  /** The events a page that connects now needs to catch up: the current state. */
  initial(): DevEvent[];
  /** How soon a page reconnects after losing the stream, e.g. when the dev server restarts. */
  retryMs?: number;
  /** A comment now and then, so nothing between drops an idle stream. */
  keepAliveMs?: number;
}

/** One event in the text/event-stream format; JSON keeps the data on one line. */
export function eventMessage(event: DevEvent): string {
  const { type, ...data } = event;
  return `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Server-Sent Events to every open page: the live-reload channel of `npm run dev`. */
export function createEventStream({ initial, retryMs = 500, keepAliveMs = 15_000 }: EventStreamOptions): EventStream {
  const clients = new Set<ServerResponse>();
  const keepAlive = setInterval(() => clients.forEach((res) => res.write(': keep-alive\n\n')), keepAliveMs);
  keepAlive.unref();
  return {
    connect(req, res) {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      res.write(`retry: ${retryMs}\n\n${initial().map(eventMessage).join('')}`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    send(event) {
      const message = eventMessage(event);
      clients.forEach((res) => res.write(message));
    },
    get size() {
      return clients.size;
    },
    close() {
      clearInterval(keepAlive);
      clients.forEach((res) => res.end());
      clients.clear();
    },
  };
}
