import { parsePointer } from '../json/pointer';
import type { ToolLanguage } from '../../messages/toolLanguage';
import { isRecord } from '../references/manifestShape';
import { fieldTitle, resolveRef, schemaFor, type Schema } from '../schema/schemaLookup';
import { siteSchema } from '../schema/siteSchemaValidator';
import { itemName } from './itemNames';
import { SITE_PARTS } from './siteParts';

const partTitles: ReadonlyMap<string, string> = new Map(SITE_PARTS);

const isSchema = (value: unknown): value is Schema => isRecord(value);

/**
 * A property the path goes through without naming, because the next crumb says
 * more: a page is known by its menu name ("회사소개", not "페이지 목록 › 회사소개 ›
 * 페이지 내용"), and an item of a nested list by its own name ("인사말", not
 * "섹션 목록 › 인사말"). Top-level lists stay: "장비 목록 › XPS" is not the XPS tab.
 */
function passesThrough(key: string, property: Schema, depth: number): boolean {
  if (depth === 0) return key === 'routes';
  if (key === 'page') return true;
  const items = resolveRef(property).items;
  return isSchema(items) && resolveRef(items).type === 'object';
}

/** A property's schema; in a union whose branch is unknown (a misspelt `type`), any branch's. */
function propertySchema(schema: Schema, key: string): Schema | undefined {
  const own = (schema.properties as Record<string, unknown> | undefined)?.[key];
  if (isSchema(own)) return own;
  const branches = Array.isArray(schema.oneOf) ? (schema.oneOf as Schema[]) : [];
  return branches.map((branch) => propertySchema(resolveRef(branch), key)).find((found) => found !== undefined);
}

function childOf(value: unknown, segment: string): unknown {
  return isRecord(value) || Array.isArray(value) ? (value as Record<string, unknown>)[segment] : undefined;
}

/**
 * Where a pointer leads, in the manifest's own words: its labels and titles where
 * it names things, the parts of the site as the editor's navigation names them,
 * the schema's Korean titles otherwise (JSON keys in English).
 * /routes/2/page/sections/0/instruments/1 → "분석장비 › 표면분석 › 장비 탭".
 */
export function breadcrumb(pointer: string, root: unknown, lang: ToolLanguage): string {
  const crumbs: string[] = [];
  const segments = parsePointer(pointer);
  let schema: Schema = siteSchema as Schema;
  let value = root;
  for (const [depth, segment] of segments.entries()) {
    const applying = schemaFor(schema, value);
    const isLast = depth === segments.length - 1;
    let next: Schema | undefined;
    if (Array.isArray(value)) {
      next = isSchema(applying.items) ? applying.items : undefined;
      if (!next) break;
      const name = itemName(next, value[Number(segment)], Number(segment), segments[depth - 1] ?? '', root, lang);
      if (name) crumbs.push(name);
    } else {
      next = propertySchema(applying, segment);
      // A property the schema does not know: the message names it.
      if (!next) break;
      // A part of the site is named as the editor's navigation names it, any other property by its schema title.
      const title = (depth === 0 ? partTitles.get(segment) : undefined) ?? fieldTitle(next);
      if (isLast || !passesThrough(segment, next, depth)) crumbs.push(lang === 'ko' ? (title ?? segment) : segment);
    }
    schema = next;
    value = childOf(value, segment);
  }
  return crumbs.join(' › ');
}
