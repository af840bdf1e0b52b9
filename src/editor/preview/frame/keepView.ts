import { hydratedAttribute, islandAttribute } from '../../../islands/islandMarkup';
import { frameMarks } from './frameStyles';

/** What the page showed before a redraw, which the islands drawn again would otherwise start over from. */
export interface PageView {
  scrollX: number;
  scrollY: number;
  /** The id of the section the full-page scroller showed, when it showed one screen at a time. */
  section?: string;
  /** The ids of the selected tabs. */
  tabs: string[];
}

// The full-page mode switches on a render or two after its island hydrates, or never (a narrow
// window, a section taller than it): this many frames is long enough to wait for it.
const framesForTheScroller = 10;

/** Reads what the page shows, before its islands stop. */
export function readView(document: Document): PageView {
  const view = document.defaultView!;
  const section =
    document.querySelector('[data-mode="full"] [data-section][data-current="true"]')?.getAttribute('data-section') ??
    undefined;
  const tabs = [...document.querySelectorAll('[role="tab"][aria-selected="true"]')]
    .map((tab) => tab.id)
    .filter(Boolean);
  return { scrollX: view.scrollX, scrollY: view.scrollY, section, tabs };
}

const screenOf = (document: Document, section: string) =>
  [...document.querySelectorAll('[data-section]')].find((screen) => screen.getAttribute('data-section') === section);

/**
 * Scrolls the page just drawn (stacked, its islands not yet hydrated) where
 * it was, with transitions and animations off until `settleView`. The
 * full-page scroller, once hydrated, starts at the section scrolled to
 * (useFullPageMode's entry), so its section is kept by scrolling the stacked
 * page to it.
 */
export function placeView(document: Document, { scrollX, scrollY, section }: PageView): void {
  const view = document.defaultView!;
  document.documentElement.setAttribute(frameMarks.settling, '');
  const screen = section === undefined ? undefined : screenOf(document, section);
  if (screen) view.scrollTo(0, screen.getBoundingClientRect().top + view.scrollY);
  else view.scrollTo(scrollX, scrollY);
}

/** Resolves once `done()` holds, checked at each frame, or after `frames` frames. */
function frameUntil(view: Window, done: () => boolean, frames: number): Promise<void> {
  return new Promise((resolve) => {
    const check = (left: number) =>
      done() || left === 0 ? resolve() : view.requestAnimationFrame(() => check(left - 1));
    check(frames);
  });
}

export const whenHydrated = (island: Element) =>
  new Promise<void>((resolve) => {
    if (island.hasAttribute(hydratedAttribute)) return resolve();
    const observer = new MutationObserver(() => {
      if (!island.hasAttribute(hydratedAttribute)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(island, { attributes: true, attributeFilter: [hydratedAttribute] });
  });

/**
 * Once the islands have hydrated: selects again the tabs that were selected
 * (a tab bar starts at its first), as a visitor would, by a click on the tab,
 * which is no text of site.json, so the editor opens no field; waits for the
 * scroller to show its section; then lets things move again.
 */
export async function settleView(document: Document, { section, tabs }: PageView): Promise<void> {
  const view = document.defaultView!;
  const body = document.body;
  await Promise.all([...document.querySelectorAll(`[${islandAttribute}]`)].map(whenHydrated));
  // A later redraw has taken over: settling is its own to end.
  if (document.body !== body) return;
  for (const id of tabs) {
    const tab = document.getElementById(id);
    if (tab?.isConnected && tab.getAttribute('aria-selected') !== 'true') tab.click();
  }
  if (section !== undefined)
    await frameUntil(
      view,
      () => screenOf(document, section)?.getAttribute('data-current') === 'true',
      framesForTheScroller,
    );
  if (document.body !== body) return;
  // Styles computed in their final state first: turning transitions back on then starts none.
  document.body.getBoundingClientRect();
  document.documentElement.removeAttribute(frameMarks.settling);
}
