import type { HintedWords, Message } from '../messages/message';

// What `npm run dev` tells the pages it serves. Shared by the dev server (src/devServer/)
// and the script it adds to every page (liveReloadClient.ts); never part of the built site.

/** Server-Sent Events: `reload` after every good build, `problems` after every failed one. */
export const devEventsPath = '/__dev/events';
/** The live-reload script the dev server adds to every page it serves. */
export const devClientPath = '/__dev/client.js';
/** The whole variable Pretendard, so the overlay reads in Korean even where the system has no Korean font. */
export const devFontPath = '/__dev/PretendardVariable.woff2';

/**
 * One thing to fix, as the overlay lists it: the one message shape (its code,
 * message and hint; the hint '' when there is nothing to add), and where.
 */
export interface DevProblem extends Message<string, HintedWords> {
  /** Where: `site.json:12:5`, `src/kinds/hero/Hero.tsx:16:9`; '' when unknown. */
  location: string;
  /** The field in the site's own words ("분석장비 › 표면분석 › 장비 탭"); '' when not a field. */
  field: string;
  /** Source line or stack to show as it is. */
  source?: string;
}

export interface BuildFailure {
  /** e.g. "site.json에 고칠 곳이 있습니다" */
  title: string;
  problems: DevProblem[];
}

export type DevEvent =
  /** A good build with this id is served; a page from another build reloads. */
  { type: 'reload'; build: string } | { type: 'problems'; failure: BuildFailure };
