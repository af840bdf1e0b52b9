import { webFont } from '../theme/webFont';
import { scriptJson } from './scriptJson';

const className = scriptJson(webFont.className);
const storageKey = scriptJson(webFont.storageKey);

/**
 * The head's inline script on a page that runs scripts: `js` for the styles
 * that expect hydration, and the web font at once for a browser that has
 * loaded it before, so it is in the cache and the first paint need not wait.
 * Storage may be off or full: the page then starts with the local faces.
 */
export const headScript = `(function(c){c.add('js');try{if(localStorage.getItem(${storageKey}))c.add(${className})}catch(e){}})(document.documentElement.classList)`;

/** Statements run once the page has painted: the web font goes on, and is remembered once it has loaded. */
export const showWebFont = `document.documentElement.classList.add(${className});if(document.fonts)document.fonts.load('1em ${webFont.family}').then(function(f){try{if(f.length)localStorage.setItem(${storageKey},'1')}catch(e){}},function(){});`;
