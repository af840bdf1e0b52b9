import { hashTargetId } from '../../hooks/scrollToHash';

/** The section named by the URL hash, or `fallback` (the first unless given) when the hash is empty or names none. */
export function activeSectionId(
  sectionIds: readonly string[],
  hash: string,
  fallback = sectionIds[0],
): string | undefined {
  const wanted = hashTargetId(hash);
  return wanted !== null && sectionIds.includes(wanted) ? wanted : fallback;
}
