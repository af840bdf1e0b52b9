import type { ProblemCatalogue } from './reader';

// Opening hours the schema accepts but a visitor could not make sense of.
export interface OpeningHoursParams {
  'hours-close-before-open': { opens: string; closes: string };
  'hours-day-repeated': { day: string; firstLine: number };
  'closure-ends-before-start': { from: string; until: string };
  'missing-hours-labels': Record<string, never>;
}

export const OPENING_HOURS_TEMPLATES: ProblemCatalogue<OpeningHoursParams> = {
  'hours-close-before-open': {
    ko: ({ opens, closes }) => ({
      message: `닫는 시각 ${closes}이(가) 여는 시각 ${opens}보다 늦지 않습니다.`,
      hint: '닫는 시각은 여는 시각보다 늦어야 합니다. 두 시각이 바뀌었는지 확인하세요. 자정에 닫으면 "24:00"으로 씁니다.',
    }),
    en: ({ opens, closes }) => ({
      message: `The closing time ${closes} is not later than the opening time ${opens}.`,
      hint: 'The closing time must be after the opening time; check whether the two were swapped. Write "24:00" for closing at midnight.',
    }),
  },
  'hours-day-repeated': {
    ko: ({ day, firstLine }) => ({
      message: `요일 '${day}'이(가) ${firstLine}행의 요일 묶음에도 있습니다.`,
      hint: '한 요일은 한 묶음에만 적습니다. 쉬는 시간이 있으면 같은 묶음의 시간(hours)을 둘로 나누어 적으세요.',
    }),
    editor: ({ day }) => ({
      message: `요일 '${day}'이(가) 다른 요일 묶음에도 있습니다.`,
      hint: '한 요일은 한 묶음에만 고릅니다. 쉬는 시간이 있으면 같은 묶음에 시간을 하나 더 넣으세요.',
    }),
    en: ({ day, firstLine }) => ({
      message: `The day '${day}' is also in the group of days on line ${firstLine}.`,
      hint: 'Name each day in one group only. For a break, split that group’s hours into two ranges.',
    }),
  },
  'closure-ends-before-start': {
    ko: ({ from, until }) => ({
      message: `임시 휴무의 마지막 날 ${until}이(가) 첫날 ${from}보다 앞섭니다.`,
      hint: '마지막 날(until)은 첫날(from)과 같거나 뒤여야 합니다. 하루만 쉬면 마지막 날을 지우세요.',
    }),
    en: ({ from, until }) => ({
      message: `The closure's last day ${until} is before its first day ${from}.`,
      hint: 'The last day (until) must be on or after the first (from). For a single day, remove until.',
    }),
  },
  'missing-hours-labels': {
    ko: () => ({
      message: '영업 시간을 적었지만, 그것을 보여 줄 말(labels.openingHours)이 없습니다.',
      hint: 'labels에 openingHours를 넣고 weekdays("평일"), closed("{days} 휴무"), publicHolidays("공휴일"), break("점심"), separator("·")를 언어마다 적으세요.',
    }),
    editor: () => ({
      message: '영업 시간을 보여 줄 말(화면 문구의 영업 시간 문구)이 없습니다.',
      hint: "'화면 문구'의 '영업 시간 문구'에 평일, 휴무, 공휴일, 쉬는 시간, 요일 구분을 적으세요.",
    }),
    en: () => ({
      message: 'The company has opening hours, but labels.openingHours, the words to show them in, is missing.',
      hint: 'Add openingHours to labels with weekdays ("Mon–Fri"), closed ("Closed {days}"), publicHolidays, break ("lunch") and separator (", ") in each language.',
    }),
  },
};
