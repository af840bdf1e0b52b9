// Cross-reference checks run even when the schema found problems elsewhere, so
// they read the parsed JSON defensively: anything not shaped as expected is
// skipped here because the schema check already reports it.
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
