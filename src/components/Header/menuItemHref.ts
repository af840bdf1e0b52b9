import type { MenuGroup, MenuSubItem } from '../../manifest/site.gen';

/** A sub-item links to its own page when it names one, otherwise to its group's page, at its section. */
export function menuItemHref(group: Pick<MenuGroup, 'href'>, item: Pick<MenuSubItem, 'href' | 'hash'>): string {
  return `${item.href ?? group.href}#${item.hash}`;
}
