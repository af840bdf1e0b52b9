import type { Theme } from '../manifest/site.gen';
import { showWebFont } from '../document/showWebFont';
import { createSiteTheme } from '../theme/siteTheme';
import { readScriptJson, themeScriptId } from './islandMarkup';
import { handleSamePageLinks } from './navigation';

showWebFont(document);
handleSamePageLinks();
const theme = createSiteTheme(readScriptJson(document.getElementById(themeScriptId)) as Theme);
// A module is evaluated in one task with everything it imports statically. React
// DOM alone takes most of a phone's 50 ms, so it is imported first, on its own,
// and the islands' code after it: two shorter tasks instead of one long one.
// The page preloads both with this entry, so nothing waits on the network here.
void import('react-dom/client')
  .then(() => import('./hydrateIslands'))
  .then(({ hydrateIslands }) => hydrateIslands(document, theme));
