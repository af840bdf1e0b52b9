import { plainText, type LocalText } from '../../manifest/language/localText';
import type { Language } from '../../manifest/site.gen';

/** A post's date as its language writes it (`2026년 12월 1일`, `December 1, 2026`), beside the machine-readable one. */
export interface ShownDate {
  /** `YYYY-MM-DD`, for `<time datetime>`. */
  iso: string;
  shown: string;
  /** The date's place in site.json, in the editor's preview only (point and edit). */
  place?: string;
}

/**
 * The validator has checked the date is a real day (noticeDates.ts). It is read
 * and written in UTC, so the day shown is the day written wherever the build runs.
 */
export function shownDate(date: LocalText, language: Pick<Language, 'locale'>): ShownDate {
  const iso = plainText(date);
  const place = typeof date === 'string' ? undefined : date.place;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const format = new Intl.DateTimeFormat(language.locale.replace('_', '-'), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return { iso, shown: format.format(Date.UTC(year, month - 1, day)), ...(place ? { place } : {}) };
}
