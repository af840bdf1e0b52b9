// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollToHash, type ScrollToHashOptions } from '../../src/hooks/useScrollToHash';
import { openPage } from '../helpers/pageLocation';

/** A page with a fixed header (72 px unless told), two sections and links to them. */
function Page(options: ScrollToHashOptions) {
  useScrollToHash(options);
  return (
    <>
      <header>
        <a href="/page#location">오시는 길</a>
        <a href="/page#contact">문의하기</a>
        <a href="/page">맨 위</a>
      </header>
      <section id="location">location</section>
      <section id="contact" tabIndex={0}>
        contact
      </section>
      <section id="오시는-길">korean id</section>
    </>
  );
}

const documentTops: Record<string, number> = { location: 900, contact: 1600, '오시는-길': 2400 };
let headerHeight = 72;
let reducedMotion = false;
const scrollTo = vi.fn((options: ScrollToOptions) => {
  window.scrollY = options.top ?? 0;
});

function rect(top: number, height: number): DOMRect {
  return { top, bottom: top + height, height, left: 0, right: 1280, width: 1280, x: 0, y: top, toJSON: () => ({}) };
}

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollY = 0;
  headerHeight = 72;
  reducedMotion = false;
  scrollTo.mockClear();
  window.scrollTo = scrollTo as typeof window.scrollTo;
  window.matchMedia = vi.fn(
    (query: string) => ({ matches: reducedMotion && query.includes('reduce') }) as MediaQueryList,
  );
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.tagName === 'HEADER') return rect(0, headerHeight);
    return rect((documentTops[this.id] ?? 0) - window.scrollY, 300);
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderAt(path: string, options: ScrollToHashOptions = { fallbackOffsetPx: 72 }) {
  openPage(path);
  return render(<Page {...options} />);
}

/** Lets the hook's animation frame run. */
const nextFrame = () => act(() => vi.advanceTimersToNextFrame());
const scrollEnds = () => act(() => window.dispatchEvent(new Event('scrollend')));

describe('useScrollToHash', () => {
  it('scrolls smoothly on load so the section starts right below the header', () => {
    renderAt('/page#location');
    expect(scrollTo).not.toHaveBeenCalled();
    nextFrame();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 900 - 72, behavior: 'smooth' });
  });

  it('focuses the section once the scroll has ended, without scrolling again', () => {
    renderAt('/page#location');
    const section = document.getElementById('location')!;
    const focus = vi.spyOn(section, 'focus');
    nextFrame();
    expect(document.activeElement).not.toBe(section);
    scrollEnds();
    expect(document.activeElement).toBe(section);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(section.getAttribute('tabindex')).toBe('-1');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('aims again when the sections it passed or nears turn out taller than estimated, until it is there, then focuses', () => {
    renderAt('/page#contact');
    const section = document.getElementById('contact')!;
    const focus = vi.spyOn(section, 'focus');
    nextFrame();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ top: 1600 - 72, behavior: 'smooth' });
    // A gallery above it was laid out on the way, 146 px taller than its estimate.
    documentTops.contact = 1600 + 146;
    try {
      scrollEnds();
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 1600 + 146 - 72, behavior: 'instant' });
      expect(scrollTo).toHaveBeenCalledTimes(2);
      expect(focus).toHaveBeenCalledExactlyOnceWith({ preventScroll: true });
      // The video just above, now near the screen, is laid out in the next frame 3 px taller: aimed at once more.
      documentTops.contact = 1600 + 149;
      nextFrame();
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 1600 + 149 - 72, behavior: 'instant' });
      nextFrame();
      expect(scrollTo).toHaveBeenCalledTimes(3);
      expect(focus).toHaveBeenCalledOnce();
    } finally {
      documentTops.contact = 1600;
    }
  });

  it('gives the section its tabindex only while it holds focus, and keeps one it had', () => {
    renderAt('/page#location');
    nextFrame();
    scrollEnds();
    const location = document.getElementById('location')!;
    act(() => location.blur());
    expect(location.hasAttribute('tabindex')).toBe(false);

    fireEvent.click(screen.getByRole('link', { name: '문의하기' }));
    nextFrame();
    scrollEnds();
    const contact = document.getElementById('contact')!;
    expect(document.activeElement).toBe(contact);
    act(() => contact.blur());
    expect(contact.getAttribute('tabindex')).toBe('0');
  });

  it('focuses anyway when the browser never reports the end of the scroll', () => {
    renderAt('/page#location', { fallbackOffsetPx: 72, focusDelayMs: 800 });
    nextFrame();
    act(() => vi.advanceTimersByTime(799));
    expect(document.activeElement).toBe(document.body);
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(document.getElementById('location'));
  });

  it('scrolls to the section of a link clicked on the page', () => {
    renderAt('/page#location');
    nextFrame();
    scrollEnds();
    fireEvent.click(screen.getByRole('link', { name: '문의하기' }));
    nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1600 - 72, behavior: 'smooth' });
  });

  it('scrolls back when the link of the hash already in the URL is clicked again', () => {
    renderAt('/page#contact');
    nextFrame();
    expect(window.scrollY).toBe(1528);
    window.scrollY = 200;
    fireEvent.click(screen.getByRole('link', { name: '문의하기' }));
    nextFrame();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1528, behavior: 'smooth' });
  });

  it('measures the header, which can be taller than the theme says', () => {
    headerHeight = 120;
    renderAt('/page#location');
    nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 900 - 120, behavior: 'smooth' });
  });

  it('re-aims when the header gets shorter, as its drop-down panel closes after a navigation, but not when it grows', () => {
    let headerResized = () => {};
    const disconnect = vi.fn();
    vi.stubGlobal(
      'ResizeObserver',
      vi.fn(function (callback: () => void) {
        headerResized = callback;
        return { observe: vi.fn(), disconnect };
      }),
    );
    headerHeight = 313;
    renderAt('/page#location', { fallbackOffsetPx: 72, focusDelayMs: 1000 });
    nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 900 - 313, behavior: 'smooth' });
    act(() => headerResized());
    expect(scrollTo).toHaveBeenCalledTimes(1);
    headerHeight = 72;
    act(() => headerResized());
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 900 - 72, behavior: 'smooth' });
    headerHeight = 313;
    act(() => headerResized());
    expect(scrollTo).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1000));
    expect(disconnect).toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('keeps the fallback offset clear when there is no header', () => {
    renderAt('/page#location', { headerSelector: '#no-such-header', fallbackOffsetPx: 64 });
    nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 900 - 64, behavior: 'smooth' });
  });

  it('jumps without animation and focuses at once for visitors who ask for reduced motion', () => {
    reducedMotion = true;
    renderAt('/page#location');
    nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 828, behavior: 'instant' });
    expect(document.activeElement).toBe(document.getElementById('location'));
  });

  it('only focuses when the section is already in place', () => {
    window.scrollY = 828;
    renderAt('/page#location');
    nextFrame();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.getElementById('location'));
  });

  it('decodes a percent-encoded hash', () => {
    renderAt(`/page#${encodeURIComponent('오시는-길')}`);
    nextFrame();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 2400 - 72, behavior: 'smooth' });
  });

  it('does nothing without a hash or for a hash that names no element', () => {
    renderAt('/page');
    nextFrame();
    cleanup();
    renderAt('/page#nothing-here');
    nextFrame();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops waiting to focus when the page is left mid-scroll', () => {
    const { unmount } = renderAt('/page#location');
    nextFrame();
    unmount();
    act(() => vi.runAllTimers());
    expect(document.activeElement).toBe(document.body);
  });
});
