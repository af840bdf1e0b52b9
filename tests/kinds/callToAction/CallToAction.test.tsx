// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { renderSiteNode, siteNodeElement } from '../../helpers/renderWithSite';
import { sectionOfType } from '../../helpers/sectionOfType';

afterEach(cleanup);

// The first render styles the section and the layout's parts; on a busy two-core machine that alone can pass 5 s.
describe('a call to action', { timeout: 15_000 }, () => {
  it.each([
    ['', ko],
    ['/en', en],
  ] as const)(
    'on %s/… shows its heading, text and buttons as links to the language’s addresses',
    (prefix, inLanguage) => {
      const manifest = richManifest();
      const { section: action, path } = sectionOfType(manifest, 'callToAction');
      const { container } = renderSiteNode(action.id, { manifest, path: `${prefix}${path}` });
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(inLanguage(action.title));
      expect(container.textContent).toContain(inLanguage(action.text!));
      expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        action.buttons.map((button) => [inLanguage(button.label), `${prefix}${button.href}`]),
      );
    },
  );

  it('draws a primary button filled and a secondary one as an outline, in the theme’s colours', () => {
    const manifest = richManifest();
    const { section: action, path } = sectionOfType(manifest, 'callToAction');
    expect(action.buttons.map((button) => button.style ?? 'primary')).toEqual(['primary', 'secondary']);
    renderSiteNode(action.id, { manifest, path });
    const [primary, secondary] = screen.getAllByRole('link').map((link) => getComputedStyle(link));
    const { colors } = manifest.theme;
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
    expect([primary!.backgroundColor, primary!.color]).toEqual([rgb(colors.accentText), rgb(colors.onPrimary)]);
    expect([secondary!.backgroundColor, secondary!.color]).toEqual([rgb(colors.surface), rgb(colors.accentText)]);
  });

  it('prerenders plain links, with no script or island', () => {
    const manifest = richManifest();
    const { section: action, path } = sectionOfType(manifest, 'callToAction');
    const html = renderToString(siteNodeElement(action.id, { manifest, path }));
    expect(html.match(/<a /g)?.length).toBe(action.buttons.length);
    expect(html).not.toMatch(/<script|data-island|<button/);
  });
});
