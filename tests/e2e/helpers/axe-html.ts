import type { Browser } from 'playwright-core';
import { axeViolations } from './axe';

/**
 * axe runs its script in the page, which a context without JavaScript does not
 * allow: the page's HTML (its styles are inline) is checked in a scripted page of the same origin.
 */
export async function axeViolationsOf(browser: Browser, origin: string, html: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/robots.txt`);
    await page.setContent(html.replace(/<script[\s\S]*?<\/script>/g, ''));
    return await axeViolations(page);
  } finally {
    await context.close();
  }
}
