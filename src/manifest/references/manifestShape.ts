// Cross-reference checks run even when the schema found problems elsewhere, so
// they read the parsed JSON only through these helpers: anything not shaped as
// expected (a route written as an array, a rejected value emptied to undefined,
// null where an object belongs) reads as absent, because the schema check
// already reports it (issue 9: a route written as an array crashed the checker).
import { factsOf } from '../../kinds/facts';
import { sectionPagePath } from '../pages/sitePages';
import { toPointer } from '../json/pointer';

export type JsonRecord = { [key: string]: unknown };

export function isRecord(value: unknown): value is JsonRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The owner's own property `key` ("constructor" is no property of `{}`), or undefined. */
export function fieldAt(owner: unknown, key: string): unknown {
  return isRecord(owner) && Object.hasOwn(owner, key) ? owner[key] : undefined;
}

export function arrayAt(owner: unknown, key: string): unknown[] | undefined {
  const value = fieldAt(owner, key);
  return Array.isArray(value) ? value : undefined;
}

export function stringAt(owner: unknown, key: string): string | undefined {
  const value = fieldAt(owner, key);
  return typeof value === 'string' ? value : undefined;
}

/**
 * A translatable text's words in the site's default language (the first of
 * `languages`, Korean when there is none): the language reports quote and
 * checks compare, whatever shape the text is written in.
 */
export function textAt(owner: unknown, key: string, root: unknown): string | undefined {
  const value = fieldAt(owner, key);
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return undefined;
  const own = value[defaultCodeOf(root)];
  const words = typeof own === 'string' ? own : Object.values(value).find((text) => typeof text === 'string');
  return typeof words === 'string' ? words : undefined;
}

/** The default language's code, read as loosely as every check here reads. */
export function defaultCodeOf(root: unknown): string {
  return stringAt(arrayAt(root, 'languages')?.[0], 'code') ?? 'ko';
}

/** A route's page sections, whatever the route is. */
export function sectionsOf(route: unknown): unknown[] | undefined {
  return arrayAt(fieldAt(route, 'page'), 'sections');
}

/** Whether the route's page is of a kind whose sections after the first are pages of their own (a category page). */
export const hasTabPages = (route: unknown) => factsOf(stringAt(fieldAt(route, 'page'), 'type'))?.tabPages === true;

/** The address of the route's section at `index` when it has a page of its own (a category page's tabs after the first, see sitePages.ts). */
export function tabPagePath(route: unknown, index: number): string | undefined {
  const path = stringAt(route, 'path');
  const id = stringAt(sectionsOf(route)?.[index], 'id');
  const ownPage = index > 0 && hasTabPages(route);
  return ownPage && path !== undefined && id !== undefined ? sectionPagePath(path, id) : undefined;
}

/**
 * Every string anywhere in `value` whose key and text pass `wanted`, with its
 * JSON pointer; every other value is walked into. One path is shared by the
 * whole walk and turned into a pointer only for a match, so the walk is linear.
 */
export function stringsWhere(
  value: unknown,
  wanted: (key: string, text: string) => boolean,
): { text: string; pointer: string }[] {
  const found: { text: string; pointer: string }[] = [];
  const path: (string | number)[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        path.push(index);
        visit(item);
        path.pop();
      });
      return;
    }
    if (!isRecord(node)) return;
    for (const key of Object.keys(node)) {
      const child = node[key];
      path.push(key);
      if (typeof child === 'string' && wanted(key, child)) found.push({ text: child, pointer: toPointer(path) });
      else visit(child);
      path.pop();
    }
  };
  visit(value);
  return found;
}
