import { describe, expect, it } from 'vitest';
import { edited, reportFor } from './manifestFixture';

const EMAIL = '"email": "contact@example.co.kr"';
const LABELS = '"hours": "상담 시간"\n    }';
const WORDS = `"hours": "상담 시간"
    },
    "openingHours": { "weekdays": "평일", "closed": "{days} 휴무", "publicHolidays": "공휴일", "break": "점심", "separator": "·" }`;

/** The valid fixture with `hours` as the company's hours (from line 39), and the words to show them in unless `withWords` is false. */
function withHours(hours: object, withWords = true): string {
  const text = edited(EMAIL, `${EMAIL},\n    "hours": ${JSON.stringify(hours, null, 2).replace(/\n/g, '\n    ')}`);
  return withWords ? edited(LABELS, WORDS, text) : text;
}

const weekdays = (hours: object[]) => ({ weekly: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], hours }] });

describe('opening hours', () => {
  it('are accepted with a lunch break, public holidays and a closure', async () => {
    expect(
      await reportFor(
        withHours({
          ...weekdays([
            { opens: '09:00', closes: '12:00' },
            { opens: '13:00', closes: '18:00' },
          ]),
          closedOnPublicHolidays: true,
          closures: [{ from: '2026-12-31', until: '2027-01-01', note: '연말' }],
        }),
      ),
    ).toEqual([]);
  });

  it('a time not written as HH:MM, at its line', async () => {
    const [message, hint] = await reportFor(withHours(weekdays([{ opens: '9:00', closes: '18:00' }])));
    expect(message).toMatch(/^site\.json:51:24 {2}회사 정보 › 영업 시간 › 요일 묶음 1 › 시간대 1 › 여는 시각: "9:00"/u);
    expect(`${message}${hint}`).toContain('24시간제 시:분으로, 두 자리씩 씁니다');
  });

  it('closing before opening, at the closing time', async () => {
    expect(await reportFor(withHours(weekdays([{ opens: '18:00', closes: '09:00' }])))).toEqual([
      'site.json:52:25  회사 정보 › 영업 시간 › 요일 묶음 1 › 시간대 1 › 닫는 시각: 닫는 시각 09:00이(가) 여는 시각 18:00보다 늦지 않습니다.',
      '  → 닫는 시각은 여는 시각보다 늦어야 합니다. 두 시각이 바뀌었는지 확인하세요. 자정에 닫으면 "24:00"으로 씁니다.  (/company/hours/weekly/0/hours/0/closes)',
    ]);
  });

  it('an unknown day name, with the nearest day', async () => {
    const [message] = await reportFor(
      withHours({ weekly: [{ days: ['mon', 'thur'], hours: [{ opens: '09:00', closes: '18:00' }] }] }),
    );
    expect(message).toMatch(/^site\.json:44:\d+ .*"thur"/u);
    expect(message).toContain('혹시 "thu"을(를) 말씀하셨나요?');
  });

  it('a day in two groups, at the second, naming the line of the first', async () => {
    const report = await reportFor(
      withHours({
        weekly: [
          { days: ['mon', 'tue'], hours: [{ opens: '09:00', closes: '18:00' }] },
          { days: ['tue'], hours: [{ opens: '10:00', closes: '12:00' }] },
        ],
      }),
      'en',
    );
    expect(report[0]).toMatch(
      /^site\.json:55:13 {2}company › hours › weekly #2 › days: The day 'tue' is also in the group of days on line 44\.$/u,
    );
  });

  it('a closure ending before it starts, or on a date that does not exist', async () => {
    const [backward] = await reportFor(
      withHours({
        ...weekdays([{ opens: '09:00', closes: '18:00' }]),
        closures: [{ from: '2026-12-31', until: '2026-12-24' }],
      }),
    );
    expect(backward).toMatch(/임시 휴무의 마지막 날 2026-12-24이\(가\) 첫날 2026-12-31보다 앞섭니다\.$/u);
    const [impossible, hint] = await reportFor(
      withHours({ ...weekdays([{ opens: '09:00', closes: '18:00' }]), closures: [{ from: '2026-02-30' }] }),
    );
    expect(impossible).toContain('"2026-02-30"');
    expect(hint).toContain('연-월-일');
  });

  it('without the words to show them in, at the hours', async () => {
    expect(await reportFor(withHours(weekdays([{ opens: '09:00', closes: '18:00' }]), false))).toEqual([
      'site.json:39:14  회사 정보 › 영업 시간: 영업 시간을 적었지만, 그것을 보여 줄 말(labels.openingHours)이 없습니다.',
      '  → labels에 openingHours를 넣고 weekdays("평일"), closed("{days} 휴무"), publicHolidays("공휴일"), break("점심"), separator("·")를 언어마다 적으세요.  (/company/hours)',
    ]);
  });
});
