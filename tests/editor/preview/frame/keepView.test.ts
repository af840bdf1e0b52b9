// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { placeView, readView, settleView } from '../../../../src/editor/preview/frame/keepView';
import { frameMarks } from '../../../../src/editor/preview/frame/frameStyles';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(frameMarks.settling);
});

/** A page with a hydrating island holding two tabs (the second selected by a click) and a scroller's screens. */
function page({ mode = 'full', hydrated = false } = {}) {
  document.body.innerHTML =
    `<div data-island="instrumentTabs"${hydrated ? ' data-hydrated' : ''}><div role="tablist">` +
    '<button role="tab" id="g_tab-a" aria-selected="true">A</button><button role="tab" id="g_tab-b" aria-selected="false">B</button></div></div>' +
    `<div data-mode="${mode}"><div data-section="main" data-current="true"></div><div data-section="more" data-current="false"></div></div>`;
  const tab = (id: string) => document.getElementById(id)!;
  for (const id of ['g_tab-a', 'g_tab-b']) {
    tab(id).addEventListener('click', () => {
      for (const other of ['g_tab-a', 'g_tab-b']) tab(other).setAttribute('aria-selected', String(other === id));
    });
  }
  return {
    tab,
    island: document.querySelector('[data-island]')!,
    screen: (id: string) => document.querySelector(`[data-section="${id}"]`)!,
  };
}

describe('readView', () => {
  it("reads the scroller's section in the full-page mode, and the selected tabs", () => {
    page();
    expect(readView(document)).toEqual({ scrollX: 0, scrollY: 0, section: 'main', tabs: ['g_tab-a'] });
  });

  it('reads no section from stacked sections: the scroll keeps the place there', () => {
    page({ mode: 'stacked' });
    expect(readView(document).section).toBeUndefined();
  });
});

describe('placeView', () => {
  it("scrolls to the scroller's section, or else where the page was, and turns moves off until settled", () => {
    const { screen } = page({ mode: 'stacked' });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(screen('more'), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 900, 100, 800));
    placeView(document, { scrollX: 0, scrollY: 40, section: 'more', tabs: [] });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900);
    expect(document.documentElement.hasAttribute(frameMarks.settling)).toBe(true);
    placeView(document, { scrollX: 5, scrollY: 40, tabs: [] });
    expect(scrollTo).toHaveBeenLastCalledWith(5, 40);
  });
});

describe('settleView', () => {
  it('selects the tab that was selected once its island has hydrated, then lets things move again', async () => {
    const { tab, island } = page();
    document.documentElement.setAttribute(frameMarks.settling, '');
    const settled = settleView(document, { scrollX: 0, scrollY: 0, section: 'main', tabs: ['g_tab-b'] });
    await Promise.resolve();
    // Before hydration, a click would reach a tab bar that starts over at its first tab.
    expect(tab('g_tab-b').getAttribute('aria-selected')).toBe('false');
    expect(document.documentElement.hasAttribute(frameMarks.settling)).toBe(true);
    island.setAttribute('data-hydrated', '');
    await settled;
    expect(tab('g_tab-b').getAttribute('aria-selected')).toBe('true');
    expect(document.documentElement.hasAttribute(frameMarks.settling)).toBe(false);
  });

  it('leaves the settling to a later redraw that has taken over', async () => {
    const { island } = page();
    document.documentElement.setAttribute(frameMarks.settling, '');
    const settled = settleView(document, { scrollX: 0, scrollY: 0, tabs: [] });
    document.body.replaceWith(document.createElement('body'));
    island.setAttribute('data-hydrated', '');
    await settled;
    expect(document.documentElement.hasAttribute(frameMarks.settling)).toBe(true);
  });

  it('waits for the scroller to show its section, frame by frame, and gives up when it stays stacked', async () => {
    const { screen } = page({ hydrated: true });
    document.documentElement.setAttribute(frameMarks.settling, '');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    let done = false;
    void settleView(document, { scrollX: 0, scrollY: 0, section: 'more', tabs: [] }).then(() => (done = true));
    const nextFrame = async () => {
      await vi.waitFor(() => expect(frames.length).toBeGreaterThan(0));
      frames.shift()!(0);
      await Promise.resolve();
    };
    await nextFrame();
    expect(done).toBe(false);
    screen('more').setAttribute('data-current', 'true');
    await nextFrame();
    await vi.waitFor(() => expect(done).toBe(true));
    expect(document.documentElement.hasAttribute(frameMarks.settling)).toBe(false);

    page({ mode: 'stacked', hydrated: true });
    document.documentElement.setAttribute(frameMarks.settling, '');
    const stacked = settleView(document, { scrollX: 0, scrollY: 0, section: 'more', tabs: [] });
    for (let frame = 0; frame < 10; frame++) await nextFrame();
    await stacked;
    expect(document.documentElement.hasAttribute(frameMarks.settling)).toBe(false);
  });
});
