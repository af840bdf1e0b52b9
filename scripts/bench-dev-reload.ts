// `npm run bench:dev [-- --runs 10]`: how long an edit of site.json takes to show in the open page
// under `npm run dev`, from the file write until the new text is on screen. Runs the dev server
// against a temporary copy of site.json, so the real one is never touched.
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from 'playwright-core';
import type { SiteManifest } from '../src/manifest/site.gen';
import { projectRoot } from '../src/siteBuild/paths';
import { ensureChromium, playwrightChromiumArgs } from './ensure-chromium';
import { spawnDevServer } from '../src/devServer/dev-process';

const budgetMs = 500;

// Runs at the start of every document the tab loads: from its first frame on, it looks for the
// text the benchmark is waiting for (kept in sessionStorage across reloads) and notes the clock
// of the first frame that shows it; Playwright's own waiting would add its round trips.
// A string, not a function: tsx would add helpers to a function's source that the page lacks.
const watchForText = `(() => {
  const check = () => {
    const wanted = sessionStorage.getItem('bench:wanted');
    if (wanted && document.querySelector('main')?.textContent?.includes(wanted)) sessionStorage.setItem('bench:shownAt', String(Date.now()));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** Says which text to look for; the next document that shows it notes when. */
async function lookFor(page: Page, text: string): Promise<void> {
  await page.evaluate((wanted) => {
    sessionStorage.setItem('bench:wanted', wanted);
    sessionStorage.removeItem('bench:shownAt');
  }, text);
}

/** The clock of the first frame that showed the text `lookFor` named. */
async function shownAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => Number(sessionStorage.getItem('bench:shownAt')), undefined, {
    timeout: 30_000,
  });
  return (await handle.jsonValue()) as number;
}

const median = (sorted: number[]) => {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(runs: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'site-bench-dev-'));
  const file = join(dir, 'site.json');
  await copyFile(join(projectRoot, 'site.json'), file);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as SiteManifest;
  const dev = await spawnDevServer(['--manifest', file, '--public', join(projectRoot, 'public')]);
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: playwrightChromiumArgs,
    headless: true,
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript({ content: watchForText });
    await page.goto(dev.url, { waitUntil: 'networkidle' });
    const times: number[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const headline = `${manifest.site.headline} (측정 ${run})`;
      manifest.site.headline = headline;
      await lookFor(page, headline);
      const written = Date.now();
      await writeFile(file, JSON.stringify(manifest, null, 2));
      const ms = (await shownAt(page)) - written;
      times.push(ms);
      console.log(`${String(run).padStart(2)}: ${ms} ms`);
      // Let the page finish loading (fonts, hydration) so each run starts from a page at rest.
      await page.waitForLoadState('networkidle');
    }
    const sorted = [...times].sort((a, b) => a - b);
    const middle = median(sorted);
    const builds = [...dev.output().matchAll(/빌드 완료: 페이지 \d+개 \((\d+)ms\)/g)]
      .slice(1)
      .map((match) => Number(match[1]));
    console.log(
      `\nsite.json 저장 → 화면에 보이기까지 (${runs}번): 최소 ${sorted[0]} ms, 중앙값 ${middle} ms, 최대 ${sorted.at(-1)} ms`,
    );
    if (builds.length > 0) console.log(`그중 다시 빌드: 중앙값 ${median(builds.sort((a, b) => a - b))} ms`);
    console.log(`중앙값이 ${budgetMs} ms ${middle < budgetMs ? '미만입니다' : '이상입니다'}.`);
  } finally {
    await browser.close();
    await dev.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs는 1 이상의 정수여야 합니다: ${values.runs}`);
  process.exitCode = 2;
} else {
  await main(runs);
}
