// @vitest-environment jsdom
import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { withMenu } from '../../fixtures/site-shapes/shapeVariants';
import { renderLayout } from '../../helpers/renderWithSite';

afterEach(cleanup);

/** The header of /about with a menu of `count` groups, its last one a link to another site, and the header's button. */
function renderHeader(count: number) {
  const manifest = withMenu(richManifest(), count, { button: true, outside: true });
  const view = renderLayout('/about', { manifest });
  return { header: view.container.querySelector('header')!, manifest };
}

describe('a menu of any shape', () => {
  it('draws a group without sub-items as a plain link, with no sub-menu to drop down', () => {
    const { header } = renderHeader(4);
    const groups = [...header.querySelectorAll('nav > ul > li')];
    expect(groups.map((group) => group.querySelector('[data-sub-menu]') !== null)).toEqual([true, false, true, false]);
    expect(within(groups[1] as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });

  it('opens a link to another site in a new tab, named as such for screen readers', () => {
    const { header } = renderHeader(4);
    const outside = within(header).getByRole('link', { name: '블로그 새 창에서 열림' });
    expect(outside.getAttribute('href')).toBe('https://blog.example.com/office');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toContain('noopener');
    const inside = within(header).getByRole('link', { name: '사무소 소개' });
    expect(inside.hasAttribute('target')).toBe(false);
  });

  it('ends the menu with the header’s button, at its page’s section', () => {
    const { header } = renderHeader(2);
    const button = within(header).getByRole('link', { name: '상담 예약' });
    expect(button.getAttribute('href')).toBe('/help#inquiry');
    expect(header.querySelector('nav')!.lastElementChild).toBe(button);
  });
});
