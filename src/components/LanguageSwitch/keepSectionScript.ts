import { scriptJson } from '../../document/scriptJson';

/** The session storage entry in which the language switch hands the chosen instrument tabs to the page it opens (keptTabs.ts). */
export const keptTabsKey = 'languageSwitch.tabs';

/**
 * Follows a language link to what the visitor is reading: just before the
 * browser follows a link with `hreflang` (only the language switch has one),
 * it takes the page's current hash, or, where there is none, the section the
 * link was rendered with (a category section's own page, see layoutProps.ts,
 * kept on the element as `h`). The sections have the same ids in every
 * language. It also leaves the element ids of the tabs shown selected (the
 * instrument tabs; their ids are the same in every language, see
 * InstrumentTabBar.tsx) with the path they are for, which that page's tab
 * bars take (keptTabs.ts). An inline script of about 400 bytes, so the pages'
 * modules (the home page's first visit is at its 90 KB budget) stay as they
 * are; without JavaScript the link leads to the section it was rendered with,
 * or to the top of the page.
 */
export const keepSectionScript =
  "document.addEventListener('click',function(e){var a=e.target instanceof Element&&e.target.closest('a[hreflang]');if(!a)return;if(a.h===undefined)a.h=a.hash;a.hash=location.hash||a.h;" +
  "var t=[].filter.call(document.querySelectorAll('[role=tab][aria-selected=true]'),function(t){return t.offsetParent}).map(function(t){return t.id});" +
  `try{sessionStorage.setItem(${scriptJson(keptTabsKey)},JSON.stringify({path:a.pathname,tabs:t}))}catch(x){}})`;
