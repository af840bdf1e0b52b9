// `npm run bench:editor [-- --runs 20]`: how the staff editor feels on the real site.json, printed as figures:
// start to usable page (from spawning `npm run edit` to the form and the drawn, hydrated preview), a click on a text in
// the preview to its focused field, and a keystroke to the updated preview. Runs on a temporary copy of
// site.json and public/, so the real ones are never touched.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Frame, type Page } from 'playwright-core';
import { projectRoot } from '../src/siteBuild/paths';
import { ensureChromium, playwrightChromiumArgs } from './ensure-chromium';
import { spread } from './bench/stats';

const timeout = { timeout: 60_000 };

const summary = (times: number[]) => {
  const { median, min, max } = spread(times);
  return `median ${Math.round(median)} ms of ${times.length} (min ${Math.round(min)}, max ${Math.round(max)})`;
};

interface Editor {
  url: string;
  startedAt: number;
  stop(): Promise<void>;
}

/** `npm run edit` on a copy of the project's site, in its own process group so stopping it stops npm's children. */
async function startEditor(dir: string): Promise<Editor> {
  const startedAt = performance.now();
  const child = spawn(
    'npm',
    ['run', 'edit', '--', '--manifest', join(dir, 'site.json'), '--public', join(dir, 'public'), '--port', '0'],
    {
      cwd: projectRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /편집기: (http:\/\/\S+)/.exec(output)?.[1];
      if (found) resolve(found);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`npm run edit exited (${code}) before it served:\n${output}`)));
  });
  return { url, startedAt, stop };
}

/** The preview's frame once it has drawn a page and its islands respond. */
async function preview(page: Page): Promise<Frame> {
  const element = page.locator('iframe[title^="미리보기: "]');
  await element.waitFor(timeout);
  const frame = (await (await element.elementHandle())!.contentFrame())!;
  await frame.waitForFunction(
    () => document.body?.childElementCount > 0 && !document.querySelector('[data-island]:not([data-hydrated])'),
    undefined,
    timeout,
  );
  return frame;
}

const focusedFieldId = (page: Page) =>
  page.evaluate(() => (document.activeElement?.matches('input, textarea') ? document.activeElement.id : ''));

/**
 * Clicks up to `runs` texts of the preview that are neither links (a link shows another page) nor buttons
 * (one may open the site's dialog, which takes the focus back into the preview) and times each until the
 * form has focused a text box; the last focused box is left focused.
 */
async function clickToField(page: Page, frame: Frame, runs: number): Promise<number[]> {
  const places = await frame.evaluate(
    (count) =>
      [...document.querySelectorAll<HTMLElement>('[data-edit-place]')]
        .filter(
          (element) =>
            !element.closest('a, button') &&
            element.getClientRects().length > 0 &&
            (element.textContent ?? '').trim() !== '',
        )
        .map((element) => element.dataset.editPlace!)
        .filter((place, index, all) => all.indexOf(place) === index)
        .slice(0, count),
    runs,
  );
  const times: number[] = [];
  for (const place of places) {
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    const target = frame.locator(`[data-edit-place="${place}"]`).first();
    await target.scrollIntoViewIfNeeded();
    const clicked = performance.now();
    await target.click();
    await page.waitForFunction(() => document.activeElement?.matches('input, textarea') ?? false, undefined, timeout);
    times.push(performance.now() - clicked);
  }
  return times;
}

/** Types `runs` digits at the end of the focused box, timing each until the preview shows the box's new text. */
async function keystrokeToPreview(page: Page, frame: Frame, runs: number): Promise<number[]> {
  const fieldId = await focusedFieldId(page);
  if (!fieldId) throw new Error('No text box is focused to type into.');
  const box = page.locator(`[id="${fieldId}"]`);
  await box.press('End');
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const digit = String(run % 10);
    const expected = `${await box.inputValue()}${digit}`.replace(/\s+/g, ' ').trim();
    const typed = performance.now();
    await page.keyboard.press(digit);
    await frame.waitForFunction(
      (text) => (document.body.textContent ?? '').replace(/\s+/g, ' ').includes(text),
      expected.slice(-40),
      { ...timeout, polling: 'raf' },
    );
    times.push(performance.now() - typed);
  }
  return times;
}

async function main(runs: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'editor-bench-'));
  await cp(join(projectRoot, 'site.json'), join(dir, 'site.json'));
  await cp(join(projectRoot, 'public'), join(dir, 'public'), { recursive: true });
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: playwrightChromiumArgs,
    headless: true,
  });
  const editor = await startEditor(dir);
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(editor.url);
    await page.getByRole('navigation', { name: '사이트 구성' }).waitFor(timeout);
    const frame = await preview(page);
    const usableMs = performance.now() - editor.startedAt;
    const clicks = await clickToField(page, frame, runs);
    const keys = await keystrokeToPreview(page, frame, runs);
    console.log(`Staff editor on the real site.json (Chromium, ${runs} runs each)`);
    console.log(`  start to usable page (form and drawn preview): ${Math.round(usableMs)} ms`);
    console.log(`  click in the preview to focused field: ${summary(clicks)}`);
    console.log(`  keystroke to updated preview: ${summary(keys)}`);
  } finally {
    await browser.close();
    await editor.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

const { values } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
await main(Number(values.runs));
