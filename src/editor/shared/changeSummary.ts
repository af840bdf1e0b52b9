import siteSchema from '../../../schema/site.schema.json' with { type: 'json' };
import { isJsonObject, jsonEqual } from './jsonEqual';

interface SchemaPart {
  title?: string;
  $ref?: string;
  items?: SchemaPart;
}

const definitions = siteSchema.$defs as Record<string, SchemaPart>;
const properties = siteSchema.properties as Record<string, SchemaPart>;
const resolved = (part: SchemaPart | undefined) => (part?.$ref ? definitions[part.$ref.split('/').at(-1)!] : part);

/** The schema's Korean title of a top-level property ("회사 정보", "메뉴"); the key itself when it has none. */
const titleOf = (key: string) => properties[key]?.title ?? resolved(properties[key])?.title ?? key;
/** What one item of a top-level list is called ("장비", "분석 사례", "페이지"). */
const itemTitleOf = (key: string) => resolved(properties[key]?.items)?.title;

type Item = Record<string, unknown>;

/**
 * A name as one line: a label with a line break (it is only text in site.json) must not start a new
 * line in the commit message, where it could pass for a trailer such as "Signed-off-by:".
 */
export const oneLine = (text: string) => text.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ').trim();

const identityOf = (item: unknown) =>
  isJsonObject(item)
    ? (['id', 'path'] as const).map((key) => item[key]).find((value) => typeof value === 'string')
    : undefined;
const nameOf = (item: Item) =>
  oneLine(
    (['label', 'title', 'name', 'korName', 'id', 'path'] as const)
      .map((key) => item[key])
      .find((value) => typeof value === 'string') as string,
  );

/** Lists whose items have an id (or a path): changes are named item by item. */
function listChanges(noun: string, before: unknown[], after: unknown[]): string[] {
  const old = new Map(before.map((item) => [identityOf(item), item as Item]));
  const now = new Set(after.map(identityOf));
  const changes: string[] = [];
  for (const item of after as Item[]) {
    const previous = old.get(identityOf(item));
    if (!previous) changes.push(`${noun} 추가 ${nameOf(item)}`);
    else if (!jsonEqual(previous, item)) changes.push(`${noun} 수정 ${nameOf(item)}`);
  }
  for (const item of before as Item[]) if (!now.has(identityOf(item))) changes.push(`${noun} 삭제 ${nameOf(item)}`);
  return changes;
}

const identified = (list: unknown) => Array.isArray(list) && list.every((item) => identityOf(item) !== undefined);

/**
 * What changed between two versions of the manifest, in the site's own words:
 * "장비 추가 XPS", "분석 사례 수정 이물 분석", "회사 정보 수정". Words come from the
 * schema's titles, so a new part of the schema is named without code here.
 */
export function describeChanges(before: unknown, after: unknown): string[] {
  if (!isJsonObject(after)) return [];
  const old = isJsonObject(before) ? before : {};
  const keys = [...Object.keys(after), ...Object.keys(old).filter((key) => !Object.hasOwn(after, key))];
  return keys.flatMap((key) => {
    if (jsonEqual(old[key], after[key])) return [];
    const noun = itemTitleOf(key);
    if (noun && identified(old[key] ?? []) && identified(after[key] ?? [])) {
      return listChanges(noun, (old[key] ?? []) as unknown[], (after[key] ?? []) as unknown[]);
    }
    const verb = !Object.hasOwn(old, key) ? '추가' : !Object.hasOwn(after, key) ? '삭제' : '수정';
    return [`${titleOf(key)} ${verb}`];
  });
}
