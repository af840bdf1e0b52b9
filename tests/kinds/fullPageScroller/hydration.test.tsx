// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../src/render/prerender';
import { hydratedAttribute, islandAttribute, readScriptJson } from '../../../src/islands/islandMarkup';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { renderIslandsPage } from '../../helpers/islandsPage';
import { ko } from '../../helpers/manifestText';

const manifest = richManifest();
const home = manifest.routes.find((route) => route.path === '/')!.page;
if (home.type !== 'fullPageScroller') throw new Error("The fixture's home page is expected to be a fullPageScroller");

afterEach(() => {
  vi.restoreAllMocks();
});

/** The home page's body as the build writes it. */
function prerender(): HTMLElement {
  return new DOMParser().parseFromString(
    renderPage(manifest, '/', { script: '/assets/client.js', css: '' }),
    'text/html',
  ).body;
}

const island = (html: ParentNode) => html.querySelector<HTMLElement>(`[${islandAttribute}="fullPageScroller"]`)!;
/** Each section's content, as the scroller's screens hold it. */
const contents = (html: ParentNode) =>
  [...html.querySelectorAll('[data-section]')].map((screen) =>
    screen.firstElementChild!.innerHTML.replaceAll(` ${hydratedAttribute}=""`, ''),
  );

describe('full-page scroller before and after hydration', () => {
  it('prerenders every section stacked, without dots, arrows, a transform or an entrance', () => {
    const html = prerender();
    expect(html.querySelector('[data-mode]')?.getAttribute('data-mode')).toBe('stacked');
    for (const section of home.sections) expect(html.querySelector(`#${section.id}`), section.id).not.toBeNull();
    expect(html.querySelector(`nav[aria-label="${ko(manifest.labels.sectionNavigation)}"]`)).toBeNull();
    expect(html.querySelector(`button[aria-label="${ko(manifest.labels.nextSection)}"]`)).toBeNull();
    expect(html.querySelector('[style*="transform"]')).toBeNull();
    expect(html.querySelector('[data-entrance]')).toBeNull();
    expect(html.querySelector('footer')).not.toBeNull();
  });

  it('is an island whose props name the sections and leave their content to the page', () => {
    const html = prerender();
    const props = readScriptJson(island(html).nextElementSibling) as Record<string, unknown>;
    expect(props).toEqual({
      sections: home.sections.map(({ id, label }) => (label === undefined ? { id } : { id, label: ko(label) })),
      behaviour: {
        scrollSpeedMs: manifest.behaviour.scrollSpeedMs,
        wheelLockMs: manifest.behaviour.wheelLockMs,
        swipeThresholdPx: manifest.behaviour.swipeThresholdPx,
      },
      labels: {
        sectionNavigation: ko(manifest.labels.sectionNavigation),
        nextSection: ko(manifest.labels.nextSection),
      },
    });
    expect(island(html).querySelector('[data-section] [id]')).not.toBeNull();
  });

  it('hydrates without a warning, keeps every section’s prerendered content, then switches the full-page mode on', async () => {
    const prerendered = contents(prerender());
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    await renderIslandsPage('/', manifest);
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
    const html = island(document.body);
    expect(html.querySelector('[data-mode]')?.getAttribute('data-mode')).toBe('full');
    expect(html.querySelectorAll(`nav[aria-label="${ko(manifest.labels.sectionNavigation)}"] button`)).toHaveLength(
      home.sections.length,
    );
    expect(contents(html)).toEqual(prerendered);
    expect(prerendered.every((content) => content.length > 0)).toBe(true);
  });
});
