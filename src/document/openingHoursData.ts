import type { OpeningHours } from '../manifest/site.gen';
import { SCHEMA_ORG_DAYS } from '../components/OpeningHours/weekDays';

/**
 * The hours as schema.org's OpeningHoursSpecification: one entry per group of
 * days and time range (a lunch break makes two), and each closure as a
 * special specification valid over its dates, opening and closing at 00:00,
 * which is how schema.org says "closed all day".
 */
export function openingHoursData({ weekly, closures = [] }: OpeningHours): Record<string, unknown> {
  return {
    openingHoursSpecification: weekly.flatMap(({ days, hours }) =>
      hours.map(({ opens, closes }) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days.map((day) => SCHEMA_ORG_DAYS[day]),
        opens,
        closes,
      })),
    ),
    ...(closures.length > 0 && {
      specialOpeningHoursSpecification: closures.map(({ from, until }) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: from,
        validThrough: until ?? from,
        opens: '00:00',
        closes: '00:00',
      })),
    }),
  };
}
