// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FullPageScroller as FullPageScrollerNode } from '../../../src/manifest/site.gen';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { ko } from '../../helpers/manifestText';
import { renderSiteNode } from '../../helpers/renderWithSite';
import type { LabManifest } from '../../helpers/labManifest';

function homePage(from: LabManifest): FullPageScrollerNode {
  const page = from.routes.find((route) => route.path === '/')?.page;
  if (page?.type !== 'fullPageScroller')
    throw new Error("The fixture's home page is expected to be a fullPageScroller");
  return page;
}

/** The rich fixture with a home page of two screens, both labelled; a fresh copy for each call. */
function twoScreens(): LabManifest {
  const site = richManifest();
  const home = homePage(site);
  home.sections.splice(2);
  if (home.sections.some((section) => !section.label))
    throw new Error('The fixture’s first two home sections are expected to have labels.');
  return site;
}

const manifest = twoScreens();
const { labels, behaviour } = manifest;

function renderScroller(from: LabManifest = manifest) {
  return renderSiteNode('/', { manifest: from });
}

const root = () => document.querySelector<HTMLElement>('[data-mode]')!;
// Queries by selector: getByRole walks the whole accessibility tree, which takes seconds in jsdom.
const navigation = () => document.querySelector<HTMLElement>(`nav[aria-label="${ko(labels.sectionNavigation)}"]`);
const dots = () => [...navigation()!.querySelectorAll<HTMLButtonElement>('button[type="button"]')];
const arrows = () => [
  ...document.querySelectorAll<HTMLButtonElement>(`button[aria-label="${ko(labels.nextSection)}"]`),
];
const currentDot = () => dots().find((dot) => dot.getAttribute('aria-current') === 'true');
const track = () => root().querySelector<HTMLElement>('[style*="transform"]');
const screens = () => [...document.querySelectorAll<HTMLElement>('[data-section]')];

/** Lets time pass, as a move's animation or the wheel lock needs. */
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const press = (key: string, target: Element | Window = window) => act(() => void fireEvent.keyDown(target, { key }));
const wheel = (deltaY: number) => act(() => void window.dispatchEvent(new WheelEvent('wheel', { deltaY })));

function touch(type: string, y: number) {
  const event = new Event(type, { bubbles: true });
  const point = [{ clientX: 200, clientY: y }];
  Object.defineProperty(event, 'touches', { value: type === 'touchend' ? [] : point });
  Object.defineProperty(event, 'changedTouches', { value: point });
  act(() => void window.dispatchEvent(event));
}
function swipe(fromY: number, toY: number) {
  touch('touchstart', fromY);
  touch('touchmove', toY);
  touch('touchend', toY);
}

function withSections(extra: FullPageScrollerNode['sections'][number][]) {
  const copy = twoScreens();
  homePage(copy).sections.push(...extra);
  return copy;
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom lays nothing out: every element is 0 px tall, so all content fits a 1024 x 768 window.
  window.innerWidth = 1024;
  window.innerHeight = 768;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('full-page scroller', () => {
  it('has one dot per section, named by its label, with the first current', () => {
    renderScroller();
    const sections = homePage(manifest).sections;
    expect(root().dataset.mode).toBe('full');
    expect(dots()).toHaveLength(sections.length);
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual(sections.map((section) => ko(section.label!)));
    expect(currentDot()).toBe(dots()[0]);
    expect(dots().filter((dot) => dot.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('moves aria-current and the track when a dot is clicked', () => {
    renderScroller();
    act(() => dots()[1]!.click());
    expect(currentDot()).toBe(dots()[1]);
    expect(track()?.style.transform).toContain('* -1');
    expect(screens()[1]!.dataset.current).toBe('true');
    expect(screens()[0]!.dataset.current).toBe('false');
  });

  it('puts a next-section arrow on every section but the last', () => {
    renderScroller();
    const sections = screens();
    expect(arrows()).toHaveLength(sections.length - 1);
    arrows().forEach((arrow, index) => expect(sections[index]!.contains(arrow)).toBe(true));
    act(() => arrows()[0]!.click());
    expect(currentDot()).toBe(dots()[1]);
  });

  it('takes a third section from site.json, naming its dot by number when it has no label', () => {
    renderScroller(
      withSections([{ type: 'textBlock', id: 'unlabelled', title: 'Third screen', paragraphs: ['Text'] }]),
    );
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      ...homePage(manifest).sections.map((section) => ko(section.label!)),
      '3',
    ]);
    expect(arrows()).toHaveLength(2);
    press('ArrowDown');
    wait(behaviour.scrollSpeedMs);
    press('ArrowDown');
    expect(currentDot()).toBe(dots()[2]);
    expect(screens()[2]!.querySelector('h2')?.textContent).toBe('Third screen');
  });

  it('moves with the keys, one at a time, not while busy, and not from a text field', () => {
    renderScroller();
    press('ArrowDown');
    expect(currentDot()).toBe(dots()[1]);
    wait(behaviour.scrollSpeedMs - 1);
    press('ArrowUp');
    expect(currentDot()).toBe(dots()[1]);
    wait(1);
    press('PageUp');
    expect(currentDot()).toBe(dots()[0]);
    wait(behaviour.scrollSpeedMs);
    press(' ');
    expect(currentDot()).toBe(dots()[1]);
    wait(behaviour.scrollSpeedMs);

    const field = document.createElement('input');
    document.body.append(field);
    press('ArrowUp', field);
    expect(currentDot()).toBe(dots()[1]);
    field.remove();
  });

  it("takes keys again once the track's move has ended, not when another transition ends", () => {
    renderScroller();
    const transitionEnd = (target: Element, propertyName: string) =>
      act(
        () => void target.dispatchEvent(Object.assign(new Event('transitionend', { bubbles: true }), { propertyName })),
      );
    press('ArrowDown');
    wait(behaviour.scrollSpeedMs - 10);
    transitionEnd(screens()[1]!, 'transform');
    transitionEnd(track()!, 'opacity');
    press('ArrowUp');
    expect(currentDot()).toBe(dots()[1]);
    transitionEnd(track()!, 'transform');
    press('ArrowUp');
    expect(currentDot()).toBe(dots()[0]);
  });

  it('moves with the wheel, locks the same direction, and lets a reversal through', () => {
    renderScroller();
    wheel(100);
    expect(currentDot()).toBe(dots()[1]);
    wait(behaviour.scrollSpeedMs + 200);
    wheel(-100);
    expect(currentDot()).toBe(dots()[0]);
    wait(behaviour.scrollSpeedMs + 200);
    wheel(-100);
    wheel(100);
    expect(currentDot()).toBe(dots()[1]);
  });

  it('moves for a swipe longer than swipeThresholdPx from site.json, and not for a shorter one', () => {
    renderScroller();
    swipe(500, 500 - 40);
    expect(currentDot()).toBe(dots()[0]);
    swipe(500, 500 - 60);
    expect(currentDot()).toBe(dots()[1]);

    cleanup();
    const stricter = twoScreens();
    stricter.behaviour.swipeThresholdPx = 100;
    renderScroller(stricter);
    swipe(500, 500 - 60);
    expect(currentDot()).toBe(dots()[0]);
  });

  it('keeps the machine busy for scrollSpeedMs from site.json', () => {
    const slower = twoScreens();
    slower.behaviour.scrollSpeedMs = 2000;
    renderScroller(slower);
    press('ArrowDown');
    wait(1500);
    press('ArrowUp');
    expect(currentDot()).toBe(dots()[1]);
    wait(500);
    press('ArrowUp');
    expect(currentDot()).toBe(dots()[0]);
  });

  it('shows a section that receives focus, even during a move', () => {
    renderScroller();
    act(() => dots()[1]!.click());
    act(() => screens()[0]!.querySelector<HTMLElement>('a[href]')!.focus());
    expect(currentDot()).toBe(dots()[0]);
  });

  it('takes focus along when a key moves away from the focused section', () => {
    renderScroller();
    const link = screens()[0]!.querySelector<HTMLElement>('a[href]')!;
    act(() => link.focus());
    press('ArrowDown', link);
    expect(currentDot()).toBe(dots()[1]);
    expect(document.activeElement).toBe(screens()[1]);
  });

  // The first screen is what the visitor waits for (LCP): it is painted at once, not faded in.
  it('plays no entrance as the page appears, then one on each section a move brings in', () => {
    renderScroller();
    expect(screens().map((element) => element.dataset.entrance)).toEqual([undefined, undefined]);
    press('ArrowDown');
    expect(screens().map((element) => element.dataset.entrance)).toEqual([undefined, 'move']);
    wait(behaviour.scrollSpeedMs);
    press('ArrowUp');
    expect(screens().map((element) => element.dataset.entrance)).toEqual(['move', undefined]);
  });

  it('removes its listeners when unmounted', () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderScroller();
    const listeners = (spy: typeof added, type: string) =>
      spy.mock.calls.filter(([name]) => name === type).map(([, listener]) => listener);
    unmount();
    for (const type of ['wheel', 'keydown', 'touchstart', 'touchend', 'resize']) {
      expect(listeners(added, type).length, type).toBeGreaterThan(0);
      expect(listeners(removed, type), type).toEqual(expect.arrayContaining(listeners(added, type)));
    }
  });
});

describe('ordinary scrolling fallback', () => {
  it('stacks the sections below the md breakpoint, without dots, arrows or wheel handling', () => {
    window.innerWidth = manifest.theme.breakpoints.md - 1;
    renderScroller();
    expect(root().dataset.mode).toBe('stacked');
    expect(navigation()).toBeNull();
    expect(arrows()).toHaveLength(0);
    expect(track()).toBeNull();
    wheel(100);
    press('ArrowDown');
    expect(screens().some((element) => element.dataset.current === 'true')).toBe(false);
  });

  it('stacks the sections when one is taller than the window, and re-evaluates on resize', () => {
    const contentHeight = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(700);
    window.innerHeight = 500;
    renderScroller();
    expect(root().dataset.mode).toBe('stacked');

    window.innerHeight = 800;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(root().dataset.mode).toBe('full');

    window.innerWidth = 600;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(root().dataset.mode).toBe('stacked');
    contentHeight.mockRestore();
  });
});
