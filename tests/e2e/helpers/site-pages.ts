import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { connectChromium } from './browser';
import { startServerProcess, type ServerProcess } from './inquiry-server';

export interface SitePage {
  /** What the page is, for failure messages. */
  name: string;
  path: string;
}

/**
 * A form posted without JavaScript, stored by the running server: the path of
 * its receipt page (the server answers the post with a redirect there).
 */
async function postReceipt(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/inquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({
      company: '링크점검(주)',
      phone: '02-123-4567',
      email: 'a@b.example',
      message: '점검',
      consent: 'on',
      page: '/about#contact',
      website: '',
    }).toString(),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 303 || !location)
    throw new Error(`The inquiry post was expected to answer 303 with a receipt, not ${answer.status}.`);
  return location.replace(/#.*/, '');
}

/** One page of each kind the site has: every route of the manifest, the not-found page and an inquiry receipt. */
function sitePages(manifest: SiteManifest, receiptPath: string): SitePage[] {
  return [
    ...manifest.routes.map((route) => ({ name: `${route.path} (${route.page.type})`, path: route.path })),
    { name: 'not found', path: '/no-such-page' },
    { name: 'inquiry receipt', path: receiptPath },
  ];
}

export interface SitePagesRun {
  server: ServerProcess;
  browser: Browser;
  pages: SitePage[];
}

/**
 * The inquiry fixture's server and a Chromium for the file's tests, with its
 * pages (an inquiry is posted first, for a receipt page); filled in beforeAll.
 */
export function useSitePages(manifest: SiteManifest): SitePagesRun {
  const run = {} as SitePagesRun;
  beforeAll(async () => {
    [run.server, run.browser] = await Promise.all([startServerProcess(), connectChromium()]);
    run.pages = sitePages(manifest, await postReceipt(run.server.url));
  });
  afterAll(async () => {
    await run.browser?.close();
    await run.server?.stop();
  });
  return run;
}
