import type { Theme } from '../manifest/site.gen';
import { createSiteTheme } from '../theme/siteTheme';
import { hydrateIslands } from './hydrateIslands';
import { readScriptJson, themeScriptId } from './islandMarkup';
import { handleSamePageLinks } from './navigation';

handleSamePageLinks();
void hydrateIslands(document, createSiteTheme(readScriptJson(document.getElementById(themeScriptId)) as Theme));
