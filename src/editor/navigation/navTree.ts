import { toPointer } from '../../manifest/json/pointer';
import { itemName } from '../../manifest/location/itemNames';
import { arrayAt, fieldAt, isRecord, sectionsOf, stringAt } from '../../manifest/references/manifestShape';
import { fieldSchemaAt, fieldTitle, type Schema } from '../../manifest/schema/schemaLookup';
import { SITE_PARTS } from '../../manifest/location/siteParts';
import { siteSchema } from '../../manifest/schema/siteSchemaValidator';
import { defaultText } from '../translations/defaultText';

export interface NavItem {
  /** JSON pointer of the item the form edits. */
  pointer: string;
  label: string;
  /** A second line: an instrument's Korean and English names. */
  detail?: string;
  /** Lower-case text a search matches against. */
  searchText: string;
  children: NavItem[];
}

export interface NavGroup {
  /** The root property this group shows. */
  key: string;
  title: string;
  items: NavItem[];
  /** A list of entries staff search, add to and delete from. */
  isEntryList: boolean;
}

/** Lists whose entries each get their own form; other lists are edited whole (menu, partners). */
const ENTRY_LISTS = new Set(['routes', 'instruments', 'cases']);

function item(pointer: string, label: string, detail: string | undefined, children: NavItem[] = []): NavItem {
  return { pointer, label, detail, searchText: `${label} ${detail ?? ''}`.toLowerCase(), children };
}

function itemsSchema(manifest: unknown, path: (string | number)[]): Schema | undefined {
  const items = fieldSchemaAt(toPointer(path), manifest)?.items;
  return isRecord(items) ? items : undefined;
}

function nameOf(manifest: unknown, path: (string | number)[], entry: unknown, index: number): string {
  const schema = itemsSchema(manifest, path);
  const listKey = String(path.at(-1));
  return (schema && itemName(schema, entry, index, listKey, manifest, 'ko')) ?? `${listKey} ${index + 1}`;
}

function entries(manifest: unknown, key: string): NavItem[] {
  const list = arrayAt(manifest, key) ?? [];
  return list.map((entry, index) => {
    const pointer = toPointer([key, index]);
    const label = nameOf(manifest, [key], entry, index);
    if (key === 'routes') {
      const sections = (sectionsOf(entry) ?? []).map((section, at) => {
        const path = [key, index, 'page', 'sections', at];
        return item(toPointer(path), nameOf(manifest, path.slice(0, -1), section, at), undefined);
      });
      // Pages and sections go by their names: staff did not read an address (/introduce, #greeting) as one.
      return item(pointer, label, undefined, sections);
    }
    const detail =
      [defaultText(fieldAt(entry, 'korName'), manifest), defaultText(fieldAt(entry, 'subName'), manifest)]
        .filter(Boolean)
        .join(' · ') || stringAt(entry, 'id');
    return item(pointer, label, detail);
  });
}

/** The side navigation: the site's parts with their pages, sections and entries. */
export function navTree(manifest: unknown): NavGroup[] {
  const properties = Object.keys(
    ((siteSchema as Schema).properties as Record<string, Schema> | undefined) ?? {},
  ).filter((key) => key !== '$schema');
  const known = new Map(SITE_PARTS);
  const others = properties
    .filter((key) => !known.has(key))
    .map((key): [string, string] => [key, fieldTitle(fieldSchemaAt(toPointer([key]), manifest) ?? {}) ?? key]);
  return [...SITE_PARTS.filter(([key]) => properties.includes(key)), ...others].map(([key, title]) => {
    const isEntryList = ENTRY_LISTS.has(key);
    return {
      key,
      title,
      isEntryList,
      items: isEntryList ? entries(manifest, key) : [item(toPointer([key]), title, undefined)],
    };
  });
}

/** The items whose text contains every word of `query`. */
export function searchItems(items: readonly NavItem[], query: string): NavItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((entry) => words.every((word) => entry.searchText.includes(word)));
}

/** The deepest item whose pointer holds `pointer`: where a problem's field is edited. */
export function itemHolding(groups: readonly NavGroup[], pointer: string): NavItem | undefined {
  const all = groups.flatMap((group) => group.items.flatMap((entry) => [entry, ...entry.children]));
  return all
    .filter((entry) => pointer === entry.pointer || pointer.startsWith(`${entry.pointer}/`))
    .sort((a, b) => b.pointer.length - a.pointer.length)[0];
}
