import type { ToolLanguage } from '../../messages/toolLanguage';
import { arrayAt, fieldAt, isRecord, stringAt, textAt } from '../references/manifestShape';
import { resolveRef, schemaFor, type Schema } from '../schema/schemaLookup';
import { siteSchema } from '../schema/siteSchemaValidator';
import { withoutRefused } from '../schema/textFormats';

const routeSchema = (siteSchema.$defs as Record<string, Schema>).Route;

/** The first of these an item has is its name on the site: a tab's label, a case's title, a partner's name. */
const NAME_KEYS = ['label', 'title', 'name'];

/** As long as a name may be (schema: NameLine): a name pasted far too long must not fill the report's line. */
const CRUMB_LENGTH = 80;

/** A name fit for a crumb: one line, so a name holding line breaks cannot split the report's lines, and short. */
function nonEmpty(value: string | undefined): string | undefined {
  const line = value === undefined ? '' : withoutRefused(value, 'single-line');
  if (line === '') return undefined;
  const letters = [...line];
  return letters.length > CRUMB_LENGTH ? `${letters.slice(0, CRUMB_LENGTH).join('')}…` : line;
}

const menuEntriesByRoot = new WeakMap<object, Map<string, unknown>>();

/** The first menu entry (group, then sub-item) leading to each address; built once per manifest, not once per problem. */
function menuEntryFor(root: unknown, path: string): unknown {
  if (!isRecord(root)) return undefined;
  let byHref = menuEntriesByRoot.get(root);
  if (!byHref) {
    const menu = arrayAt(root, 'menu') ?? [];
    byHref = new Map();
    for (const entry of [...menu, ...menu.flatMap((group) => arrayAt(group, 'subItems') ?? [])]) {
      const href = stringAt(entry, 'href');
      if (href !== undefined && !byHref.has(href)) byHref.set(href, entry);
    }
    menuEntriesByRoot.set(root, byHref);
  }
  return byHref.get(path);
}

/**
 * A page as people see it: by its banner's title, else by the menu that leads
 * there, else by its title. Home is home, whatever the site calls itself. (The
 * banner comes first because it belongs to the page: a page given another's
 * address by mistake would otherwise be named after that other page's menu.)
 */
function routeName(route: unknown, root: unknown, lang: ToolLanguage): string | undefined {
  const path = stringAt(route, 'path');
  if (path === '/') return lang === 'ko' ? '홈' : 'home';
  const fromMenu = path === undefined ? undefined : menuEntryFor(root, path);
  return (
    nonEmpty(textAt(fieldAt(fieldAt(route, 'page'), 'banner'), 'title', root)) ??
    nonEmpty(textAt(fromMenu, 'label', root)) ??
    nonEmpty(textAt(route, 'title', root)) ??
    path
  );
}

/**
 * The crumb for one item of a list: its own name where it has one, otherwise its
 * kind and number ("장비 모델 1", or "equips #1" in English). Items that are plain
 * values (ids, paragraphs) get none: the message quotes the value itself.
 */
export function itemName(
  items: Schema,
  item: unknown,
  index: number,
  listKey: string,
  root: unknown,
  lang: ToolLanguage,
): string | undefined {
  if (!isRecord(item)) return undefined;
  if (resolveRef(items) === routeSchema) {
    const name = routeName(item, root, lang);
    if (name) return name;
  }
  const named = NAME_KEYS.map((key) => nonEmpty(textAt(item, key, root))).find((name) => name !== undefined);
  if (named) return named;
  if (lang === 'en') return `${listKey} #${index + 1}`;
  // A union's branch says what the item is ("첫 화면"); a plain list's item title needs its number.
  const kind = schemaFor(items, item);
  const isBranch = kind !== resolveRef(items);
  const title = typeof kind.title === 'string' ? kind.title : listKey;
  return isBranch ? title : `${title} ${index + 1}`;
}
