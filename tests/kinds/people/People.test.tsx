// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Person } from '../../../src/manifest/site.gen';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { renderSiteNode } from '../../helpers/renderWithSite';
import { sectionOfType } from '../../helpers/sectionOfType';

afterEach(cleanup);

/** What a visitor reads of a person, in the order shown. */
function shown(person: Person, inLanguage: typeof ko) {
  return {
    name: inLanguage(person.name),
    photo: person.photo ? inLanguage(person.photo.alt) : null,
    qualifications: (person.qualifications ?? []).map(inLanguage),
  };
}

// The first render styles the section and the layout's parts; on a busy two-core machine that alone can pass 5 s.
describe('a people section', { timeout: 15_000 }, () => {
  it.each([
    ['', ko],
    ['/en', en],
  ] as const)('shows each person on %s/… with name, photo, role, qualifications and bio', (prefix, inLanguage) => {
    const manifest = richManifest();
    const { section: people, path } = sectionOfType(manifest, 'people');
    renderSiteNode(people.id, { manifest, path: `${prefix}${path}` });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(inLanguage(people.title));
    const list = screen.getAllByRole('list')[0]!;
    const entries = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(
      entries.map((item) => ({
        name: within(item).getByRole('heading', { level: 3 }).textContent,
        photo: item.querySelector('img')?.alt ?? null,
        qualifications: within(item)
          .queryAllByRole('listitem')
          .map((entry) => entry.textContent),
      })),
    ).toEqual(people.people.map((person) => shown(person, inLanguage)));
    people.people.forEach((person, index) => {
      expect(entries[index]!.textContent).toContain(inLanguage(person.role));
      // A bio is formatted text: a line break written in it is a <br> between its lines.
      const lines = person.bio ? inLanguage(person.bio).split('\n') : [];
      for (const line of lines) expect(entries[index]!.textContent).toContain(line);
      expect(entries[index]!.querySelectorAll('p br').length).toBe(Math.max(lines.length - 1, 0));
    });
  });

  it('gives a photo its size, so nothing moves while it loads', () => {
    const manifest = richManifest();
    const { section: people, path } = sectionOfType(manifest, 'people');
    const { container } = renderSiteNode(people.id, { manifest, path });
    const photo = people.people.find((person) => person.photo)!.photo!;
    const image = container.querySelector('img')!;
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      String(photo.width),
      String(photo.height),
    ]);
  });
});
