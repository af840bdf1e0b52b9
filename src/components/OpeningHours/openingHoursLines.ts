import { plainText, type LocalText } from '../../manifest/language/localText';
import type {
  Closure,
  DayOfWeek,
  OpeningDays,
  OpeningHours,
  OpeningHoursLabels,
  OpeningTime,
} from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { dayName, WEEK } from './weekDays';

/** A line of the hours; in the editor's preview, with the place in site.json of what it is made of. */
export interface HoursLine {
  text: string;
  place?: string;
}

/** Opening hours as the page shows them, in its language. */
export interface OpeningHoursShown {
  /** "평일 09:00–18:00 (점심 12:00–13:00)", then "토·일·공휴일 휴무", then one per closure ("2026년 12월 31일 휴무 (연말)"). */
  lines: HoursLine[];
  note?: LocalText;
}

/** Where company.hours is: companyDetails resolves them from there alone. */
const HOURS_PLACE = '/company/hours';

const DASH = '–';
const WEEKDAYS = WEEK.slice(0, 5).join();

/** Each day's hours by the first group naming it (the validator refuses a day named twice); absent days are closed. */
function hoursByDay(weekly: readonly Localized<OpeningDays>[]): Map<DayOfWeek, readonly OpeningTime[]> {
  const byDay = new Map<DayOfWeek, readonly OpeningTime[]>();
  for (const { days, hours } of weekly)
    for (const day of days)
      if (!byDay.has(day))
        byDay.set(
          day,
          [...hours].sort((a, b) => (a.opens < b.opens ? -1 : 1)),
        );
  return byDay;
}

const hoursKey = (hours: readonly OpeningTime[] | undefined) =>
  hours ? hours.map(({ opens, closes }) => `${opens}-${closes}`).join() : 'closed';

type Run = { days: DayOfWeek[]; hours?: readonly OpeningTime[] };

/** Consecutive days with equal hours, Monday to Sunday. */
function runs(byDay: Map<DayOfWeek, readonly OpeningTime[]>): Run[] {
  const found: Run[] = [];
  for (const day of WEEK) {
    const hours = byDay.get(day);
    const last = found.at(-1);
    if (last && hoursKey(last.hours) === hoursKey(hours)) last.days.push(day);
    else found.push({ days: [day], ...(hours && { hours }) });
  }
  return found;
}

interface Words {
  language: string;
  weekdays: string;
  closed: string;
  publicHolidays: string;
  pause: string;
  separator: string;
}

/** "평일" for Monday to Friday, "월–수" for three days or more, "토·일" for two. */
function daysText(days: readonly DayOfWeek[], words: Words): string {
  if (days.join() === WEEKDAYS) return words.weekdays;
  const names = days.map((day) => dayName(day, words.language));
  return names.length >= 3 ? `${names[0]}${DASH}${names.at(-1)}` : names.join(words.separator);
}

/** "09:00–18:00", with the pauses between ranges after it: "09:00–18:00 (점심 12:00–13:00)". */
function hoursText(hours: readonly OpeningTime[], words: Words): string {
  const span = `${hours[0]!.opens}${DASH}${hours.at(-1)!.closes}`;
  const pauses = hours.slice(1).map((range, index) => `${hours[index]!.closes}${DASH}${range.opens}`);
  return pauses.length ? `${span} (${words.pause} ${pauses.join(', ')})` : span;
}

function closureText({ from, until, note }: Localized<Closure>, words: Words): string {
  const format = new Intl.DateTimeFormat(words.language, { dateStyle: 'long', timeZone: 'UTC' });
  const day = (date: string) => new Date(`${date}T00:00:00Z`);
  const dates = until && until !== from ? format.formatRange(day(from), day(until)) : format.format(day(from));
  const closed = words.closed.replace('{days}', dates);
  return note ? `${closed} (${plainText(note)})` : closed;
}

/**
 * The hours as lines in the page's language, consecutive days with equal
 * hours in one line and every closed day (public holidays too) in the last:
 * "평일 09:00–18:00 (점심 12:00–13:00)", "토·일·공휴일 휴무".
 */
export function openingHoursLines(
  hours: Localized<OpeningHours>,
  labels: Localized<OpeningHoursLabels>,
  language: string,
): OpeningHoursShown {
  const words: Words = {
    language,
    weekdays: plainText(labels.weekdays),
    closed: plainText(labels.closed),
    publicHolidays: plainText(labels.publicHolidays),
    pause: plainText(labels.break),
    separator: plainText(labels.separator),
  };
  // The preview marks every text with its place; the lines, made of several values, are placed at what holds them.
  const placed = typeof labels.closed !== 'string' && labels.closed.place !== undefined;
  const at = (place: string) => (placed ? { place: `${HOURS_PLACE}${place}` } : {});
  const groupOf = (day: DayOfWeek) => hours.weekly.findIndex((group) => group.days.includes(day));
  const all = runs(hoursByDay(hours.weekly));
  const open = all.flatMap(({ days, hours: times }) =>
    times
      ? [{ text: `${daysText(days, words)} ${hoursText(times, words)}`, ...at(`/weekly/${groupOf(days[0]!)}`) }]
      : [],
  );
  const closedDays = all.flatMap(({ days, hours: times }) => (times ? [] : [daysText(days, words)]));
  if (hours.closedOnPublicHolidays) closedDays.push(words.publicHolidays);
  const closed = closedDays.length
    ? [{ text: words.closed.replace('{days}', closedDays.join(words.separator)), ...at('') }]
    : [];
  const closures = (hours.closures ?? []).map((closure, index) => ({
    text: closureText(closure, words),
    ...at(`/closures/${index}`),
  }));
  return { lines: [...open, ...closed, ...closures], ...(hours.note !== undefined && { note: hours.note }) };
}
