// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../../src/manifest';
import { cleanupIslandsPage, renderIslandsPage } from '../../helpers/islandsPage';
import { ko, textOf } from '../../helpers/manifestText';
import { FIXTURE_PUBLIC, validText } from '../../manifest/manifestFixture';
import type { LabManifest } from '../../helpers/labManifest';

const fixture = (): LabManifest => JSON.parse(validText) as LabManifest;
const instrument = (manifest: LabManifest, id: string) =>
  manifest.instruments.find((candidate) => candidate.id === id)!;

/** The valid fixture whose case lists its first tab as { instrument, label } (issue 9: "TEM" for the UHR-TEM). */
function withLabelledCaseTab(label: string): { manifest: LabManifest; id: string } {
  const manifest = fixture();
  const analysisCase = manifest.cases[0]!;
  const [first, ...rest] = analysisCase.instruments!;
  const id = typeof first === 'string' ? first : first!.instrument;
  analysisCase.instruments = [{ instrument: id, label }, ...rest, 'xps'];
  return { manifest, id };
}

const renderAt = (manifest: LabManifest, path: string) => renderIslandsPage(path, manifest);

const casePath = (manifest: LabManifest) => {
  const route = manifest.routes.find(
    ({ page }) => page.type === 'categoryPage' && page.sections.some((section) => section.type === 'caseStudy'),
  )!;
  const section = route.page.type === 'categoryPage' ? route.page.sections[0]! : undefined;
  return `${route.path}#${section!.id}`;
};

describe('instrument tabs', () => {
  it('accept a tab written { instrument, label } in a valid manifest', async () => {
    const { manifest } = withLabelledCaseTab('별도 이름');
    const result = await validateManifestText(JSON.stringify(manifest, null, 2), 'site.json', {
      publicDir: FIXTURE_PUBLIC,
    });
    expect(result.problems).toEqual([]);
  });

  it('show the label the tab list gives, and the instrument’s own names in its panel', async () => {
    const { manifest, id } = withLabelledCaseTab('별도 이름');
    const own = instrument(manifest, id);
    await renderAt(manifest, casePath(manifest));
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      '별도 이름',
      ...manifest.cases[0]!.instruments!.slice(1).map((tab) => ko(instrument(manifest, tab as string).label)),
    ]);
    expect(tabs[0]!.textContent).not.toBe(own.label);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: '별도 이름' });
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe(ko(own.korName!));
    expect(within(panel).getByText(own.subName)).toBeTruthy();
  });

  it('leave out the full English name where the instrument’s name on the page already is it (an English page)', async () => {
    const { manifest, id } = withLabelledCaseTab('TEM');
    const own = instrument(manifest, id);
    own.korName = { ko: ko(own.korName!), en: own.subName.toUpperCase() };
    manifest.languages = [
      { code: 'ko', name: '한국어', locale: 'ko_KR' },
      { code: 'en', name: 'English', locale: 'en_US', inProgress: true },
    ];
    await renderAt(manifest, `/en${casePath(manifest)}`);
    const panel = screen.getByRole('tabpanel', { name: 'TEM' });
    expect(within(panel).getByRole('heading', { level: 3 }).textContent).toBe(own.subName.toUpperCase());
    expect(within(panel).queryByText(own.subName)).toBeNull();
  });

  it('name an instrument that has no name yet by its full English name, in Korean and English, and say its equipment is coming', async () => {
    const { manifest, id } = withLabelledCaseTab('ARES');
    const own = instrument(manifest, id);
    delete own.korName;
    own.equips = [];
    expect(
      (await validateManifestText(JSON.stringify(manifest, null, 2), 'site.json', { publicDir: FIXTURE_PUBLIC }))
        .problems,
    ).toEqual([]);
    manifest.languages = [
      { code: 'ko', name: '한국어', locale: 'ko_KR' },
      { code: 'en', name: 'English', locale: 'en_US', inProgress: true },
    ];
    for (const [prefix, language] of [
      ['', 'ko'],
      ['/en', 'en'],
    ] as const) {
      cleanupIslandsPage();
      await renderAt(manifest, `${prefix}${casePath(manifest)}`);
      const panel = screen.getByRole('tabpanel', { name: 'ARES' });
      const heading = within(panel).getByRole('heading', { level: 3 });
      expect(heading.textContent).toBe(own.subName);
      expect(heading.getAttribute('lang')).toBe('en');
      expect(within(panel).getAllByText(own.subName)).toHaveLength(1);
      expect(within(panel).getByText(textOf(manifest.labels.comingSoon, language))).toBeTruthy();
    }
  });

  it('show an instrument’s own label for a plain id', async () => {
    const manifest = fixture();
    const route = manifest.routes.find(
      ({ page }) => page.type === 'categoryPage' && page.sections.some((section) => section.type === 'equipmentGroup'),
    )!;
    const group =
      route.page.type === 'categoryPage'
        ? route.page.sections.find((section) => section.type === 'equipmentGroup')!
        : undefined;
    if (group?.type !== 'equipmentGroup') throw new Error('The fixture is expected to have an equipment group.');
    await renderAt(manifest, `${route.path}#${group.id}`);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      group.instruments.map((tab) => ko(instrument(manifest, tab as string).label)),
    );
  });

  it('give the tab and its panel ids no section id can take (a section id cannot contain "_")', async () => {
    const { manifest } = withLabelledCaseTab('별도 이름');
    await renderAt(manifest, casePath(manifest));
    const tab = screen.getAllByRole('tab')[0]!;
    expect(tab.id).toContain('_');
    expect(tab.getAttribute('aria-controls')).toContain('_');
    expect(document.getElementById(tab.getAttribute('aria-controls')!)?.getAttribute('aria-labelledby')).toBe(tab.id);
  });
});
