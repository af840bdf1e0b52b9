// The company's opening hours (tests/fixtures/rich-site/) in Chromium: in the contact details of
// every kind that shows them, in the page's language, without JavaScript, axe-clean; and in the home page's JSON-LD.
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from './helpers/axe';
import { useBuiltSite } from './helpers/built-site';
import { watchedPage, type WatchedPage } from './helpers/reused-tab';
import { readRichManifest } from './helpers/rich-site';

const manifest = readRichManifest();
const built = useBuiltSite();
const withDetails = manifest.routes.find(({ page }) =>
  page.sections.some((section) => section.type === 'inquiry' && section.withContactDetails),
)!;

let opened: WatchedPage | undefined;
afterEach(async () => {
  expect(opened?.problems ?? []).toEqual([]);
  await opened?.close();
  opened = undefined;
});

/** Opens `path` without JavaScript in a context of its own, or with it in the file's reused tab (axe needs it). */
async function open(path: string, { width = 1280, javaScriptEnabled = false } = {}) {
  const options = javaScriptEnabled ? {} : { javaScriptEnabled };
  opened = await watchedPage(built.browser, { width, height: 800 }, built.server.url, options);
  await opened.page.goto(`${built.server.url}${path}`);
  return opened.page;
}

/** The hours as shown beside "상담 시간" / "Consultation hours", one line each. */
const hoursIn = async (page: Awaited<ReturnType<typeof open>>, name: string) =>
  page.locator('dt', { hasText: name }).first().locator('xpath=following-sibling::dd[1]//li').allInnerTexts();

describe('opening hours', () => {
  it('are written in the page’s language, consecutive equal days in one line, closed days and closures after', async () => {
    const korean = await open(withDetails.path, { width: 390 });
    await expect(hoursIn(korean, '상담 시간')).resolves.toEqual([
      '평일 09:00–18:00 (점심 12:00–13:00)',
      '토 10:00–13:00',
      '일·공휴일 휴무',
      '2026년 12월 31일~2027년 1월 2일 휴무 (연말연시)',
      '2026년 5월 1일 휴무',
    ]);
    const english = await open(`/en${withDetails.path}`);
    const [weekdays, saturday, closed] = await hoursIn(english, 'Consultation hours');
    expect([weekdays, saturday, closed]).toEqual([
      'Mon–Fri 09:00–18:00 (lunch 12:00–13:00)',
      'Sat 10:00–13:00',
      'Closed Sun, public holidays',
    ]);
  });

  it.each([390, 1280])('leave the contact details axe-clean at %i px', async (width) => {
    const current = await open(`/en${withDetails.path}`, { width, javaScriptEnabled: true });
    expect(await axeViolations(current, { include: 'dl' })).toEqual([]);
  });

  it('are in the organisation’s JSON-LD on the home page', async () => {
    const home = await open('/');
    const blocks = await home.locator('script[type="application/ld+json"]').allTextContents();
    const organisation = blocks
      .map((block) => JSON.parse(block) as Record<string, unknown>)
      .find((data) => data['@type'] === 'ProfessionalService')!;
    expect(organisation.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
      opens: '09:00',
      closes: '12:00',
    });
    expect(organisation.specialOpeningHoursSpecification).toContainEqual(
      expect.objectContaining({ validFrom: '2026-12-31', validThrough: '2027-01-02', opens: '00:00', closes: '00:00' }),
    );
  });
});
