import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { emptiedTabPath } from './page-settled';

/**
 * Collects everything that should never happen on a page of the site: uncaught
 * errors, console errors and warnings (React reports hydration mismatches there),
 * and requests to the site itself that fail or answer 400 or more.
 */
export function collectPageProblems(page: Page, origin: string): string[] {
  return watchPageProblems(page, origin).problems;
}

/** As collectPageProblems, until `stop`: a page that goes on to other documents is watched one document at a time. */
export function watchPageProblems(page: Page, origin: string): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const own = (url: string) => url.startsWith(origin);
  const listeners = {
    pageerror: (error: Error) => problems.push(`page error: ${error.message}`),
    console: (message: ConsoleMessage) => {
      // A text document has no icon link, so the browser asks the origin for /favicon.ico, which the site has none
      // of; only the document emptyTab leaves a tab on is one (the site's pages name their icon).
      const iconOfEmptiedTab =
        new URL(page.url()).pathname === emptiedTabPath &&
        new URL(message.location().url || page.url()).pathname === '/favicon.ico';
      if ((message.type() === 'error' || message.type() === 'warning') && !iconOfEmptiedTab) {
        problems.push(`console ${message.type()}: ${message.text()}`);
      }
    },
    requestfailed: (request: Request) => {
      const reason = request.failure()?.errorText;
      // The browser asks for the tab's icon on its own and drops the request when the page moves on before the
      // icon arrives (a busy machine makes that likely): the site failed nothing.
      const droppedIcon = reason === 'net::ERR_ABORTED' && new URL(request.url()).pathname === '/favicon.svg';
      if (own(request.url()) && !droppedIcon) problems.push(`request failed: ${request.url()} (${reason})`);
    },
    response: (response: Response) => {
      if (own(response.url()) && response.status() >= 400)
        problems.push(`HTTP ${response.status()}: ${response.url()}`);
    },
  };
  page.on('pageerror', listeners.pageerror);
  page.on('console', listeners.console);
  page.on('requestfailed', listeners.requestfailed);
  page.on('response', listeners.response);
  return {
    problems,
    stop: () => {
      page.off('pageerror', listeners.pageerror);
      page.off('console', listeners.console);
      page.off('requestfailed', listeners.requestfailed);
      page.off('response', listeners.response);
    },
  };
}
