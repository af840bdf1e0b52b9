// The switches the suite launches Chromium with (scripts/ensure-chromium.ts). Chromium keeps only the last
// --disable-features of its command line, so ours must name again every feature the switches before it (Playwright's,
// Debian's) turn off; and the features it adds must still go by those names in this Chromium, or every page would
// again come with the address bar's hidden popups.
import { readFileSync } from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureChromium, playwrightChromiumArgs } from '../../scripts/ensure-chromium';

let server: BrowserServer;

beforeAll(async () => {
  server = await chromium.launchServer({
    executablePath: ensureChromium(),
    args: playwrightChromiumArgs,
    headless: true,
  });
});

afterAll(() => server?.close());

it('names in its --disable-features, the last on the command line, every feature the ones before it name', () => {
  // Debian's /usr/bin/chromium is a script that execs the browser in its own process: the pid is the browser's.
  const switches = readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  expect(switches.length).toBeGreaterThan(1);
  const ours = switches.at(-1)!;
  for (const earlier of switches.slice(0, -1)) expect(ours).toEqual(expect.arrayContaining(earlier));
});

it('opens a page without the address bar popups Chromium would build for its window', async () => {
  const browser = await chromium.connect(server.wsEndpoint());
  try {
    const cdp = await browser.newBrowserCDPSession();
    // Chromium builds a window's popups with the window, before the page it was opened for is handed over.
    await (await browser.newContext()).newPage();
    const { targetInfos } = await cdp.send('Target.getTargets');
    expect(targetInfos.map((target) => target.url)).toEqual(['about:blank']);
  } finally {
    await browser.close();
  }
});
