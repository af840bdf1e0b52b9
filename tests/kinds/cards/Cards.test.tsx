// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { renderSiteNode } from '../../helpers/renderWithSite';
import { sectionOfType } from '../../helpers/sectionOfType';

afterEach(cleanup);

// The first render styles the section and the layout's parts; on a busy two-core machine that alone can pass 5 s.
describe('a cards section', { timeout: 15_000 }, () => {
  it('lists a card for each entry: its title as a heading, its text, badge, price and picture with its size', () => {
    const manifest = richManifest();
    const { section: cards, path } = sectionOfType(manifest, 'cards');
    const { container } = renderSiteNode(cards.id, { manifest, path });
    expect(screen.getByRole('heading', { level: 2, name: ko(cards.title) })).toBeTruthy();
    expect(container.textContent).toContain(ko(cards.intro!));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    // A linked card's title ends in an arrow its link hides from screen readers.
    const titles = items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent?.replace(/→$/, ''));
    expect(titles).toEqual(cards.cards.map((card) => ko(card.title)));
    cards.cards.forEach((card, index) => {
      const item = items[index]!;
      expect(item.textContent).toContain(ko(card.text));
      if (card.badge) expect(item.textContent).toContain(ko(card.badge));
      if (card.price) expect(item.textContent).toContain(ko(card.price));
      const image = item.querySelector('img');
      expect(image && [image.alt, image.getAttribute('width'), image.getAttribute('height')]).toEqual(
        card.image ? [ko(card.image.alt), String(card.image.width), String(card.image.height)] : null,
      );
    });
  });

  it('makes a card with an address one link named by its title, at the address in the page’s language', () => {
    const manifest = richManifest();
    const { section: cards, path } = sectionOfType(manifest, 'cards');
    const linked = cards.cards.filter((card) => card.href);
    expect(linked.some((card) => card.href!.startsWith('/'))).toBe(true);
    expect(linked.some((card) => card.href!.startsWith('https://'))).toBe(true);
    for (const [page, inLanguage, prefix] of [
      [path, ko, ''],
      [`/en${path}`, en, '/en'],
    ] as const) {
      renderSiteNode(cards.id, { manifest, path: page });
      const links = screen.getAllByRole('link');
      expect(links.map((link) => [link.textContent?.replace('→', ''), link.getAttribute('href')])).toEqual(
        linked.map((card) => [
          inLanguage(card.title),
          card.href!.startsWith('/') ? `${prefix}${card.href}` : card.href,
        ]),
      );
      // The arrow is drawn for sighted visitors only: the link's name is its title alone.
      expect(links.every((link) => link.querySelector('[aria-hidden="true"]')?.textContent === '→')).toBe(true);
      cleanup();
    }
  });

  it('is drawn in English on an English page', () => {
    const manifest = richManifest();
    const { section: cards, path } = sectionOfType(manifest, 'cards');
    const { container } = renderSiteNode(cards.id, { manifest, path: `/en${path}` });
    expect(within(container).getByRole('heading', { level: 2 }).textContent).toBe(en(cards.title));
    expect(container.textContent).toContain(en(cards.cards[2]!.price!));
    expect([...container.querySelectorAll('img')].map((image) => image.alt)).toEqual(
      cards.cards.flatMap((card) => (card.image ? [en(card.image.alt)] : [])),
    );
  });
});
