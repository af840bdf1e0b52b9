// The guide's promise, end to end: after following every recipe in docs/editing.md
// (all applied to one copy of the guide's site.json, with the image files they ask for
// added to a copy of its public/), `build.mjs` builds the site and the new content is on
// its pages. The block convention, and why the guide has a site.json of its own
// (tests/fixtures/editing-guide/), are described at the top of editingGuide.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuild, type BuildRun } from '../e2e/helpers/run-build';
import { readGuideSiteText } from '../fixtures/editing-guide/guide-site';
import { applySteps, fencedBlocks, groupSteps } from './guideBlocks';
import { publicDirWithStandIns, type TempPublicDir } from './publicStandIns';

const siteText = readGuideSiteText();
const recipes = groupSteps(fencedBlocks(readFileSync(resolve('docs/editing.md'), 'utf8')), 'recipe');
const steps = [...recipes.values()].flat();

let work: string;
let publicDir: TempPublicDir;
let build: BuildRun;

const page = (route: string) => readFile(join(work, 'dist', route, 'index.html'), 'utf8');
/** A route's page with its category tabs' own pages (each tab after the first is in full only there); the home page alone. */
async function pages(route: string): Promise<string> {
  if (route === '') return page(route);
  const folders = await readdir(join(work, 'dist', route), { withFileTypes: true });
  const tabs = folders.filter(
    (entry) => entry.isDirectory() && existsSync(join(work, 'dist', route, entry.name, 'index.html')),
  );
  return (await Promise.all([page(route), ...tabs.map((tab) => page(join(route, tab.name)))])).join('\n');
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'editing-guide-build-'));
  publicDir = await publicDirWithStandIns(steps.flatMap((step) => step.files));
  await writeFile(join(work, 'site.json'), `${JSON.stringify(applySteps(JSON.parse(siteText), steps), null, 2)}\n`);
  build = await runBuild(
    ['--manifest', join(work, 'site.json'), '--out', join(work, 'dist'), '--public', publicDir.dir],
    { KAKAO_APP_KEY: '' },
  );
});

afterAll(async () => {
  await publicDir?.remove();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('site.json after every recipe of the editing guide', () => {
  it('applies every recipe and builds', () => {
    expect(recipes.size).toBeGreaterThanOrEqual(11);
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    expect(build.stdout).toContain('빌드 완료');
  });

  // Text that is on the built pages because a recipe put it there. The AES model is in
  // site.json already; the recipe only adds it to /analysis-tech (checked below).
  const expectations: [recipe: string, route: string, text: string][] = [
    ['add-page', 'analysis-service', '분석 기간과 비용'],
    ['add-page', 'analysis-service', '정기 품질 분석: 원료와 제품을 정해진 주기로 분석해 품질 변화를 추적합니다.'],
    ['add-page', '', '분석서비스'],
    ['add-instrument', 'analysis-tech', 'GD-OES'],
    ['add-instrument', 'analysis-tech', '글로우방전 발광분광분석기'],
    ['add-instrument', 'analysis-equip', 'HORIBA GD-Profiler 2'],
    ['add-instrument-tab', 'analysis-tech', 'ULVAC-PHI PHI 710'],
    ['add-equipment-model', 'analysis-equip', 'Shimadzu GCMS-TQ8050 NX'],
    ['add-case', 'analysis-case', '부식 원인 분석'],
    ['change-company', 'introduce', '042-936-1300'],
    ['change-company', 'introduce', '테크노4로 17'],
    ['add-partner', 'introduce', '세종분석기기(주)'],
    ['add-faq', 'introduce', '분석 결과는 언제 받을 수 있나요?'],
    ['add-notice', 'notice', '연말 휴무 안내'],
    ['add-notice', 'notice/2026-year-end-closing', '연말 휴무 안내'],
    ['add-gallery', 'introduce', '주사전자현미경과 시료 교환 장치가 놓인 전자현미경실'],
    ['add-video', 'introduce', 'href="https://www.youtube.com/watch?v=M7lc1UVf-VE"'],
    ['add-cards', 'introduce', 'KOLAS 공인시험기관'],
    ['add-cards', 'introduce', 'ISO/IEC 17025에 따라 표면 분석 12개 항목을 인정받았습니다.'],
    ['add-people', 'introduce', '표면분석팀 책임연구원'],
    ['add-table', 'introduce', '분석 항목별 기간과 비용'],
    ['add-call-to-action', 'introduce', '분석이 필요하신가요?'],
    ['add-image-text', 'introduce', '시험실과 장비'],
    ['add-files', 'introduce', 'href="/files/%EB%B6%84%EC%84%9D%EC%9D%98%EB%A2%B0%EC%84%9C.pdf"'],
    ['change-company', 'introduce', '>08:30–17:30<'],
    // The photo itself is served as resized AVIF/WebP/fallback files named after it; its alt text is the recipe's own.
    ['replace-image', 'analysis-equip', 'alt="연구소에 설치된 ULVAC-PHI VersaProbe 4 XPS 장비 사진"'],
    ['replace-image', 'analysis-equip', 'xps-versaprobe4'],
    // Every text a recipe adds is written in both languages; the English lands on the /en pages.
    ['add-page', 'en/analysis-service', 'Turnaround times and costs'],
    ['add-instrument', 'en/analysis-tech', 'Glow discharge optical emission spectrometer'],
    ['add-case', 'en/analysis-case', 'Corrosion analysis'],
    ['fix-translation', 'en/introduce', 'How to find us'],
    ['add-faq', 'en/introduce', 'When will I receive the results?'],
    ['add-notice', 'en/notice', 'Year-end closing'],
    ['add-gallery', 'en/introduce', 'A look around the lab'],
    ['add-video', 'en/introduce', 'From sample to report'],
    ['add-cards', 'en/introduce', 'No. KT-0917'],
    ['add-people', 'en/introduce', 'PhD in materials engineering'],
    ['add-table', 'en/introduce', 'Turnaround and fees'],
    ['add-call-to-action', 'en/introduce', 'Request an analysis'],
    ['add-image-text', 'en/introduce', 'See our instruments'],
    ['add-files', 'en/introduce', 'Analysis request form'],
    ['change-company', 'en/introduce', 'Closed Sat, Sun, public holidays'],
  ];

  it.each(expectations)('%s: /%s shows “%s”', async (recipe, route, text) => {
    if (recipe !== 'add-instrument-tab') expect(siteText).not.toContain(text);
    expect(await pages(route)).toContain(text);
  });

  // Text that was on the pages until a removing recipe took it away, with what it took.
  const removed: [recipe: string, route: string, text: string][] = [
    ['remove-instrument', 'analysis-tech', 'CAMECA IMS 7f-Auto'],
    ['remove-instrument', 'analysis-equip', 'CAMECA IMS 7f-Auto'],
    ['remove-instrument', 'analysis-equip', 'D-SIMS'],
    ['remove-case', 'analysis-case', '물성 저하 원인 분석'],
    ['remove-case', '', '물성 저하'],
    ['remove-page', '', 'href="/help"'],
    ['remove-page', 'analysis-service', 'href="/help'],
  ];

  it.each(removed)('%s: /%s no longer shows “%s”', async (recipe, route, text) => {
    if (!text.startsWith('href=')) expect(siteText).toContain(text);
    expect(await pages(route)).not.toContain(text);
  });

  it('has no /help page after remove-page, and had one before', async () => {
    expect(siteText).toContain('"path": "/help"');
    expect(existsSync(join(work, 'dist', 'help', 'index.html'))).toBe(false);
    expect(await readFile(join(work, 'dist', 'sitemap.xml'), 'utf8')).not.toContain('/help');
  });

  it('had neither AES nor GD-OES on /analysis-tech before the recipes', () => {
    const tech = (JSON.parse(siteText) as { routes: { path: string }[] }).routes.find(
      (route) => route.path === '/analysis-tech',
    );
    const ids = JSON.stringify(tech);
    expect(ids).not.toContain('"gd-oes"');
    expect(ids).not.toContain('"aes"');
  });

  it('lists the new page in the sitemap and ships the added images', async () => {
    expect(await readFile(join(work, 'dist', 'sitemap.xml'), 'utf8')).toContain('/analysis-service');
    for (const file of steps.flatMap((step) => step.files))
      expect(existsSync(join(work, 'dist', file)), file).toBe(true);
  });
});
