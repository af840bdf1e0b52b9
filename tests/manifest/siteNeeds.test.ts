import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest';
import type { SectionNode, SiteManifest } from '../../src/manifest/site.gen';
import { SUB_ITEM_LABELS } from '../../src/kinds/subItemLabels';
import { FIXTURE_PUBLIC, validText } from './manifestFixture';

// A small firm's site with none of the lab's parts (issue 31): no partners, instruments,
// cases, map or scroller timings, none of the lab's kinds' labels, no subtitle, no business number.
const MINIMAL = 'tests/fixtures/minimal-site/site.json';
const minimalText = readFileSync(MINIMAL, 'utf8');
const minimal = (): SiteManifest => JSON.parse(minimalText) as SiteManifest;

const validate = (text: string) => validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang: 'en' });

/** What a problem names as missing: the part in "shows … (part), which", the label in "(labels.x)", a detail's "(field)". */
function missing(message: string): string | undefined {
  return (/\(labels\.([\w.]+)\)/.exec(message) ?? /\((\w+)\), which/.exec(message))?.[1];
}

/** The problems of the manifest as [code, line, what is missing], with the manifest written out as the file is. */
async function problemsOf(manifest: SiteManifest) {
  const result = await validate(JSON.stringify(manifest, null, 2));
  return result.problems.map((problem) => [problem.code, problem.line, missing(problem.message)] as const);
}

/** The line of the `"type": "<kind>"` of the section a problem about it belongs on, in the file as written out. */
function typeLine(manifest: SiteManifest, kind: string): number {
  const lines = JSON.stringify(manifest, null, 2).split('\n');
  return lines.findIndex((line) => line.includes(`"type": "${kind}"`)) + 1;
}

/** The minimal site with one more section, of the test's own, on its one page. */
function withSection(section: Record<string, unknown>): SiteManifest {
  const manifest = minimal();
  const page = manifest.routes[0]!.page as { sections: unknown[] };
  page.sections.push(section);
  return manifest;
}

describe('a site without the lab’s parts', () => {
  it('validates with no problem and no warning', async () => {
    const result = await validate(minimalText);
    expect(result.problems).toEqual([]);
    expect(result.ok && result.warnings).toEqual([]);
  });

  it('has none of them, so the test above can fail', () => {
    const manifest = minimal() as unknown as Record<string, unknown>;
    for (const part of ['partners', 'instruments', 'cases', 'map', 'behaviour']) expect(manifest[part]).toBeUndefined();
    const labels = minimal().labels;
    expect(labels.equipmentHeading ?? labels.mapFallback ?? labels.nextSection ?? labels.company.lot).toBeUndefined();
    expect(
      minimal().site.subtitle ?? minimal().site.heroAttribution ?? minimal().company.businessNumber,
    ).toBeUndefined();
  });
});

describe('a kind refuses a site without what it needs, at its type', () => {
  it('partners needs the partner list', async () => {
    const manifest = withSection({ type: 'partners', id: 'partners', title: '협력사' });
    expect(await problemsOf(manifest)).toEqual([['kind-needs-part', typeLine(manifest, 'partners'), 'partners']]);
  });

  it('location needs the map and its three labels', async () => {
    const manifest = withSection({ type: 'location', id: 'map', title: '오시는 길' });
    const line = typeLine(manifest, 'location');
    expect(await problemsOf(manifest)).toEqual([
      ['kind-needs-part', line, 'map'],
      ['kind-needs-label', line, 'mapFallback'],
      ['kind-needs-label', line, 'openKakaoMap'],
      ['kind-needs-label', line, 'openNaverMap'],
    ]);
  });

  it('the full-page scroller needs the timings and the names of its dots and arrow', async () => {
    const manifest = minimal();
    const { sections } = manifest.routes[0]!.page as { sections: SectionNode[] };
    // A hero first: it gives the page its one main heading, which the scroller has no banner for.
    const hero: SectionNode = {
      type: 'hero',
      id: 'top',
      tiles: [
        {
          label: '상담',
          description: '첫 상담',
          href: '/',
          icon: { src: '/images/icons/tile.svg', alt: '', width: 64, height: 64 },
        },
      ],
    };
    manifest.routes[0]!.page = { type: 'fullPageScroller', sections: [hero, ...sections] };
    const line = typeLine(manifest, 'fullPageScroller');
    expect(await problemsOf(manifest)).toEqual([
      ['kind-needs-part', line, 'behaviour'],
      ['kind-needs-label', line, 'sectionNavigation'],
      ['kind-needs-label', line, 'nextSection'],
    ]);
    manifest.behaviour = { scrollSpeedMs: 700, wheelLockMs: 1500, swipeThresholdPx: 50 };
    manifest.labels.sectionNavigation = '화면 이동';
    manifest.labels.nextSection = '다음 화면';
    expect(await problemsOf(manifest)).toEqual([]);
  });

  it('an equipment group needs the instruments and the panels’ labels, a category page its link label', async () => {
    const manifest = minimal();
    manifest.menu.push({ label: '장비', href: '/equipment' });
    manifest.routes.push({
      path: '/equipment',
      title: '장비',
      description: '장비입니다.',
      page: {
        type: 'categoryPage',
        banner: { title: '장비' },
        sections: [{ type: 'equipmentGroup', id: 'surface', label: '표면', title: '표면', instruments: [] }],
      },
    });
    const group = typeLine(manifest, 'equipmentGroup');
    expect(await problemsOf(manifest)).toEqual([
      ['kind-needs-label', typeLine(manifest, 'categoryPage'), 'sectionPageLink'],
      ['kind-needs-part', group, 'instruments'],
      // The panels' headings and the invitation under them, as the instrument tabs show them.
      ...SUB_ITEM_LABELS.map((label) => ['kind-needs-label', group, label]),
    ]);
  });

  it('the lab-shaped fixture refuses each part its kinds use taken away, at each use, and takes the others away', async () => {
    const lab = JSON.parse(validText) as SiteManifest;
    for (const part of ['instruments', 'cases', 'behaviour'] as const) {
      const manifest = structuredClone(lab);
      delete manifest[part];
      const problems = await problemsOf(manifest);
      expect(problems.length, part).toBeGreaterThan(0);
      expect(
        problems.filter(([code, , what]) => code !== 'kind-needs-part' || what !== part),
        part,
      ).toEqual([]);
    }
    // It has no partners or location section.
    const manifest = structuredClone(lab);
    delete manifest.partners;
    delete manifest.map;
    expect(await problemsOf(manifest)).toEqual([]);
  });
});

describe('the company’s details', () => {
  it('need their names where the company has them', async () => {
    const manifest = minimal();
    manifest.company.representative = '김바른';
    const lines = JSON.stringify(manifest, null, 2).split('\n');
    expect(await problemsOf(manifest)).toEqual([
      [
        'company-detail-needs-label',
        lines.findIndex((line) => line.includes('"representative"')) + 1,
        'company.representative',
      ],
    ]);
    manifest.labels.company.representative = '대표';
    expect(await problemsOf(manifest)).toEqual([]);
  });

  it('name the address forms only where a list shows several', async () => {
    const manifest = minimal();
    manifest.company.address.lot = '서울특별시 마포구 성산동 1-1';
    const line = typeLine(manifest, 'contactDetails');
    expect(await problemsOf(manifest)).toEqual([
      ['kind-needs-label', line, 'company.road'],
      ['kind-needs-label', line, 'company.lot'],
    ]);
  });

  it('take a one-line address alone, and refuse an address with none', async () => {
    const manifest = minimal();
    manifest.company.address = { line: '1 Market St, San Francisco, CA 94105, USA' };
    expect(await problemsOf(manifest)).toEqual([]);
    manifest.company.address = {};
    expect((await problemsOf(manifest)).length).toBe(1);
    manifest.company.address = { postalCode: '03900' };
    const lines = JSON.stringify(manifest, null, 2).split('\n');
    expect(await problemsOf(manifest)).toEqual([
      ['address-without-text', lines.findIndex((line) => line.includes('"address"')) + 1, undefined],
    ]);
  });
});
