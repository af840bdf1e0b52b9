import { islandAttribute } from '../../../islands/islandMarkup';
import { editItemAttribute } from '../previewMessages';
import { whenHydrated } from './keepView';

/**
 * Selects the instrument tab whose entry is at `place` (the editor chose that
 * instrument), as a visitor would, by a click on the tab once its island has
 * hydrated: a tab is no text of site.json, so the editor opens no field.
 */
export async function selectTab(document: Document, place: string): Promise<void> {
  const tab = [...document.querySelectorAll<HTMLElement>(`[role="tab"][${editItemAttribute}]`)].find(
    (element) => element.getAttribute(editItemAttribute) === place,
  );
  const island = tab?.closest(`[${islandAttribute}]`);
  if (!tab || !island) return;
  await whenHydrated(island);
  if (tab.isConnected && tab.getAttribute('aria-selected') !== 'true') tab.click();
}
