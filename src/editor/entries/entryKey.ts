import { resolveRef, type Schema } from '../../manifest/schema/schemaLookup';
import { checkNewId, checkNewPath, proposeId, proposePath, type IdCheck } from './proposeId';

/** The property other places name an entry by (an instrument's id, a page's address), and how a new one is proposed and checked. */
export interface EntryKey {
  property: string;
  label: string;
  propose: (name: string, taken: string[]) => string;
  check: (value: string, taken: string[]) => IdCheck;
}

/** "AnalysisCase" → "analysis-case": the stem of ids proposed for entries with a Korean name. */
export function idStem(itemSchema: Schema): string {
  const ref = typeof itemSchema.$ref === 'string' ? itemSchema.$ref.split('/').at(-1)! : 'item';
  return ref.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function entryKeyOf(itemSchema: Schema): EntryKey | undefined {
  const properties = (resolveRef(itemSchema).properties ?? {}) as Record<string, unknown>;
  if ('id' in properties) {
    const stem = idStem(itemSchema);
    return {
      property: 'id',
      label: '고유 이름 (영문. 다른 곳에서 이 이름으로 찾습니다)',
      propose: (name, taken) => proposeId(name, taken, stem),
      check: checkNewId,
    };
  }
  if ('path' in properties)
    return { property: 'path', label: '페이지 주소', propose: proposePath, check: checkNewPath };
  return undefined;
}
