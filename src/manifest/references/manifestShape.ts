// Cross-reference checks run even when the schema found problems elsewhere, so
// they read the parsed JSON defensively: anything not shaped as expected is
// skipped here because the schema check already reports it.
import { toPointer } from '../json/pointer';

export type JsonRecord = { [key: string]: unknown };

export function isRecord(value: unknown): value is JsonRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function arrayAt(owner: unknown, key: string): unknown[] | undefined {
  const value = isRecord(owner) ? owner[key] : undefined;
  return Array.isArray(value) ? value : undefined;
}

export function stringAt(owner: unknown, key: string): string | undefined {
  const value = isRecord(owner) ? owner[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Every string anywhere in `value` whose key and text pass `wanted`, with its
 * JSON pointer; every other value is walked into.
 */
export function stringsWhere(
  value: unknown,
  wanted: (key: string, text: string) => boolean,
  path: (string | number)[] = [],
): { text: string; pointer: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsWhere(item, wanted, [...path, index]));
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' && wanted(key, child) ? [{ text: child, pointer: toPointer([...path, key]) }] : stringsWhere(child, wanted, [...path, key]),
  );
}
