// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startLiveReload } from '../../src/dev/liveReload';
import { overlayHtml, overlayId } from '../../src/dev/overlay';
import type { BuildFailure } from '../../src/dev/protocol';

/** Stands in for the browser's EventSource: the test sends the events and breaks the connection. */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  emit(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  fail(readyState: number): void {
    this.readyState = readyState;
    this.dispatchEvent(new Event('error'));
  }
}

const failure: BuildFailure = {
  title: 'site.json에 고칠 곳이 있습니다',
  problems: [
    {
      code: 'required',
      location: 'site.json:3:11',
      field: '사이트 정보',
      message: '필수 항목이 없습니다.',
      hint: '넣으세요.',
    },
  ],
};
const overlay = () => document.getElementById(overlayId);
let reload: ReturnType<typeof vi.fn<() => void>>;

function start(pageBuild: string): FakeEventSource {
  startLiveReload({
    pageBuild,
    EventSource: FakeEventSource as unknown as typeof EventSource,
    reload,
    reconnectMs: 1000,
  });
  return FakeEventSource.opened.at(-1)!;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  reload = vi.fn<() => void>();
  document.body.innerHTML = '<div id="root"><main>지난 빌드의 페이지</main></div>';
});
afterEach(() => vi.useRealTimers());

it('listens at /__dev/events and reloads only for a build other than the page’s own', () => {
  const source = start('run-1');
  expect(source.url).toBe('/__dev/events');
  source.emit('reload', { build: 'run-1' });
  expect(reload).not.toHaveBeenCalled();
  source.emit('reload', { build: 'run-2' });
  expect(reload).toHaveBeenCalledTimes(1);
});

it('lays the overlay over the page, keeps the page, and replaces the overlay on the next failure', () => {
  const source = start('run-1');
  source.emit('problems', { failure });
  expect(overlay()?.textContent).toContain('site.json:3:11');
  expect(document.querySelector('main')?.textContent).toBe('지난 빌드의 페이지');
  source.emit('problems', { failure: { ...failure, title: '빌드하지 못했습니다' } });
  expect(document.querySelectorAll(`#${overlayId}`)).toHaveLength(1);
  expect(overlay()?.textContent).toContain('빌드하지 못했습니다');
});

it('closes the overlay with its button, also the one the server put into the page', () => {
  document.body.insertAdjacentHTML('beforeend', overlayHtml(failure, true));
  start('run-1');
  overlay()?.querySelector<HTMLButtonElement>('[data-dev-overlay-close]')?.click();
  expect(overlay()).toBeNull();
});

it('opens a new connection when the old one gives up for good, and only then', () => {
  const source = start('run-1');
  source.fail(FakeEventSource.CONNECTING);
  vi.advanceTimersByTime(5000);
  expect(FakeEventSource.opened).toHaveLength(1);
  source.fail(FakeEventSource.CLOSED);
  vi.advanceTimersByTime(1000);
  expect(FakeEventSource.opened).toHaveLength(2);
  FakeEventSource.opened[1]!.emit('reload', { build: 'run-2' });
  expect(reload).toHaveBeenCalledTimes(1);
});
