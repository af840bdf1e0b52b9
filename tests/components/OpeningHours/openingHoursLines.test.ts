import { describe, expect, it } from 'vitest';
import { openingHoursLines } from '../../../src/components/OpeningHours/openingHoursLines';
import type { OpeningHours, OpeningHoursLabels } from '../../../src/manifest/site.gen';
import { localize } from '../../../src/render/localize';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const LANGUAGES = [{ code: 'ko' }, { code: 'en' }, { code: 'ja' }];
const words: OpeningHoursLabels = {
  weekdays: { ko: '평일', en: 'Mon–Fri', ja: '平日' },
  closed: { ko: '{days} 휴무', en: 'Closed {days}', ja: '{days}休業' },
  publicHolidays: { ko: '공휴일', en: 'public holidays', ja: '祝日' },
  break: { ko: '점심', en: 'lunch', ja: '昼休み' },
  separator: { ko: '·', en: ', ', ja: '・' },
};

/** The lines `hours` shows in `language`, with the words above. */
const linesIn = (hours: OpeningHours, language: string) =>
  openingHoursLines(localize(hours, language, LANGUAGES), localize(words, language, LANGUAGES), language).lines.map(
    (line) => line.text,
  );

const range = (opens: string, closes: string) => ({ opens, closes });

describe('opening hours in words', () => {
  it('groups Monday to Friday as weekdays, the lunch break in brackets, and every closed day in one line', () => {
    const hours: OpeningHours = {
      weekly: [
        { days: ['mon', 'tue', 'wed', 'thu', 'fri'], hours: [range('09:00', '12:00'), range('13:00', '18:00')] },
      ],
      closedOnPublicHolidays: true,
    };
    expect(linesIn(hours, 'ko')).toEqual(['평일 09:00–18:00 (점심 12:00–13:00)', '토·일·공휴일 휴무']);
    expect(linesIn(hours, 'en')).toEqual([
      'Mon–Fri 09:00–18:00 (lunch 12:00–13:00)',
      'Closed Sat, Sun, public holidays',
    ]);
    expect(linesIn(hours, 'ja')).toEqual(['平日 09:00–18:00 (昼休み 12:00–13:00)', '土・日・祝日休業']);
  });

  it('joins consecutive days with equal hours however they were written, and keeps days with other hours apart', () => {
    const hours: OpeningHours = {
      weekly: [
        { days: ['wed', 'mon', 'tue'], hours: [range('09:00', '18:00')] },
        { days: ['thu'], hours: [range('09:00', '18:00')] },
        { days: ['fri'], hours: [range('09:00', '17:00')] },
        { days: ['sat'], hours: [range('10:00', '13:00')] },
      ],
    };
    expect(linesIn(hours, 'ko')).toEqual(['월–목 09:00–18:00', '금 09:00–17:00', '토 10:00–13:00', '일 휴무']);
    expect(linesIn(hours, 'en')).toEqual(['Mon–Thu 09:00–18:00', 'Fri 09:00–17:00', 'Sat 10:00–13:00', 'Closed Sun']);
  });

  it('names a closure by its dates in the page’s language, with its reason', () => {
    const hours: OpeningHours = {
      weekly: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], hours: [range('00:00', '24:00')] }],
      closures: [
        { from: '2026-12-31', until: '2027-01-02', note: { ko: '연말연시', en: 'year-end holidays', ja: '年末年始' } },
        { from: '2026-05-01' },
      ],
    };
    expect(linesIn(hours, 'ko')).toEqual([
      '월–일 00:00–24:00',
      '2026년 12월 31일~2027년 1월 2일 휴무 (연말연시)',
      '2026년 5월 1일 휴무',
    ]);
    expect(linesIn(hours, 'en').slice(1)).toEqual([
      'Closed December 31, 2026\u2009–\u2009January 2, 2027 (year-end holidays)',
      'Closed May 1, 2026',
    ]);
  });

  it('shows the rich fixture’s hours with its note', () => {
    const manifest = richManifest();
    const shown = openingHoursLines(
      localize(manifest.company.hours!, 'en', manifest.languages!),
      localize(manifest.labels.openingHours!, 'en', manifest.languages!),
      'en',
    );
    expect(shown.lines[0]!.text).toMatch(/^Mon–Fri \d\d:\d\d–\d\d:\d\d/u);
    expect(shown.note).toBe((manifest.company.hours!.note as Record<string, string>).en);
    expect(shown.lines.every((line) => line.place === undefined)).toBe(true);
  });

  it('places each line, in the editor’s preview, at the group, the hours or the closure it is made of', () => {
    const manifest = richManifest();
    const local = <T>(value: T, at: string) => localize(value, 'ko', manifest.languages!, at, { editPlaces: true });
    const shown = openingHoursLines(
      local(manifest.company.hours!, '/company/hours'),
      local(manifest.labels.openingHours!, '/labels/openingHours'),
      'ko',
    );
    expect(shown.lines.map((line) => line.place)).toEqual([
      '/company/hours/weekly/0',
      '/company/hours/weekly/1',
      '/company/hours',
      '/company/hours/closures/0',
      '/company/hours/closures/1',
    ]);
  });
});
