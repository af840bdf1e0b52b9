import type { Page } from 'playwright-core';

/**
 * Collects everything that should never happen on a page of the site: uncaught
 * errors, console errors and warnings (React reports hydration mismatches there),
 * and requests to the site itself that fail or answer 400 or more.
 */
export function collectPageProblems(page: Page, origin: string): string[] {
  const problems: string[] = [];
  const own = (url: string) => url.startsWith(origin);
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console ${message.type()}: ${message.text()}`);
    }
  });
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    // The browser asks for the tab's icon on its own and drops the request when the page moves on before the
    // icon arrives (a busy machine makes that likely): the site failed nothing.
    const droppedIcon = reason === 'net::ERR_ABORTED' && new URL(request.url()).pathname === '/favicon.svg';
    if (own(request.url()) && !droppedIcon) problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (own(response.url()) && response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}
