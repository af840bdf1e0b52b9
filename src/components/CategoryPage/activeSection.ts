import { hashTargetId } from '../../hooks/scrollToHash';

/** The section named by the URL hash, or the first one when the hash is empty or names none. */
export function activeSectionId(sectionIds: readonly string[], hash: string): string | undefined {
  const wanted = hashTargetId(hash);
  return wanted !== null && sectionIds.includes(wanted) ? wanted : sectionIds[0];
}
