import { webFont } from '../theme/webFont';
import { scriptJson } from './scriptJson';

const className = scriptJson(webFont.className);
const storageKey = scriptJson(webFont.storageKey);

/**
 * Statements for the head: the web font at once on a later page of a visit
 * that has loaded it, when it is all but certainly still in the HTTP cache and
 * the first paint need not wait for it. Session storage, not local: a visit
 * days later may find the cache emptied, and then the font would be back in
 * the way of the first paint. Storage may be off: the page then starts with
 * the local faces.
 */
export const webFontFromVisit = `try{if(sessionStorage.getItem(${storageKey}))document.documentElement.classList.add(${className})}catch(e){}`;
