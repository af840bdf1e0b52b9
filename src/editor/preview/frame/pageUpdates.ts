import type { Root } from 'react-dom/client';
import { readScriptJson } from '../../../islands/islandMarkup';
import { frameConfigId, type FrameConfig } from '../../shared/frameConfig';
import { placeView, readView, settleView } from './keepView';
import { swapDocument } from './swapDocument';

export interface PageUpdates {
  /** The draft version the page shows. */
  version(): number;
  /** Draws the page again from draft `version`, unless it shows that one or a later one already. */
  update(version: number): Promise<void>;
}

export const readFrameConfig = (document: Document) =>
  readScriptJson(document.getElementById(frameConfigId)) as FrameConfig;

/**
 * The page's redraws: fetch this very page again from the preview server,
 * stop the islands, swap the page in place, and hydrate the islands again, so
 * tabs, the menu and the scroller keep responding; the scroll, the scroller's
 * section and the selected tabs stay as they were. A newer update overtakes
 * an older one still on its way.
 */
export function pageUpdates(document: Document, hydrate: () => Promise<Root[]>, drawn: () => void): PageUpdates {
  let shown = readFrameConfig(document).version;
  let islands = hydrate();
  let asked = 0;
  return {
    version: () => shown,
    async update(version) {
      if (version <= shown) return;
      const serial = (asked += 1);
      const response = await fetch(window.location.pathname + window.location.search, { cache: 'no-store' });
      const html = response.ok ? await response.text() : undefined;
      if (html === undefined || serial !== asked) return;
      const next = new DOMParser().parseFromString(html, 'text/html');
      const roots = await islands;
      if (serial !== asked) return;
      const view = readView(document);
      for (const root of roots) root.unmount();
      swapDocument(document, next);
      placeView(document, view);
      shown = readFrameConfig(document).version;
      islands = hydrate();
      drawn();
      void settleView(document, view);
    },
  };
}
