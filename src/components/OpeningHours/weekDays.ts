import type { DayOfWeek } from '../../manifest/site.gen';

/** The week as schema.org and ISO 8601 count it, Monday first. */
export const WEEK: readonly DayOfWeek[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export const SCHEMA_ORG_DAYS: Readonly<Record<DayOfWeek, string>> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

/** A day's short name in `language` ("월", "Mon", "月"): the platform knows every language's, so site.json need not list them. */
export function dayName(day: DayOfWeek, language: string): string {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEK.indexOf(day)));
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date);
}
