import type { Language } from '../../manifest/site.gen';
import type { MissingTranslation } from '../translations/missingTranslations';
import type { NavGroup, NavItem } from './navTree';

/** An item of the navigation holding texts without a translation, as the filter "번역이 빠진 곳" lists it. */
export interface MissingItem {
  item: NavItem;
  /** Where the item is, in the navigation's words: its group, or its page for a section. */
  place: string;
  texts: MissingTranslation[];
  /** "English 3곳" per language lacking something. */
  summary: string;
  /** The pointer of the first missing translation (`…/title/en`), to open the item with that box focused. */
  firstField: string;
}

/** The items of `groups` that hold a missing translation, in the navigation's order, each with the texts it lacks. */
export function missingItems(
  groups: readonly NavGroup[],
  missing: readonly MissingTranslation[],
  languages: readonly Language[],
): MissingItem[] {
  const places = groups.flatMap((group) =>
    group.items.flatMap((item) => [
      { item, place: group.title },
      ...item.children.map((child) => ({ item: child, place: item.label })),
    ]),
  );
  // A text belongs to the deepest item holding it: a section's text to the section, not to its page.
  const owner = (pointer: string) =>
    places
      .filter(({ item }) => pointer === item.pointer || pointer.startsWith(`${item.pointer}/`))
      .sort((a, b) => b.item.pointer.length - a.item.pointer.length)[0];
  const byItem = new Map<string, MissingTranslation[]>();
  for (const text of missing) {
    const holder = owner(text.pointer);
    if (holder) byItem.set(holder.item.pointer, [...(byItem.get(holder.item.pointer) ?? []), text]);
  }
  return places.flatMap(({ item, place }) => {
    const texts = byItem.get(item.pointer);
    if (!texts) return [];
    const summary = languages
      .map((language) => ({ language, count: texts.filter((text) => text.languages.includes(language.code)).length }))
      .filter(({ count }) => count > 0)
      .map(({ language, count }) => `${language.name} ${count}곳`)
      .join(', ');
    return [{ item, place, texts, summary, firstField: `${texts[0]!.pointer}/${texts[0]!.languages[0]!}` }];
  });
}
