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

const attribute = scriptJson(webFont.batchAttribute);

/**
 * Characters of text whose relayout in the web font one frame takes on: a
 * whole page at once was a single 18–21 ms task on this machine (four times
 * that on a phone, which Lighthouse counts as blocking); batches of this size
 * were 3–8 ms each.
 */
const batchChars = 800;

/**
 * Statements run once the page has painted: the web font is fetched and, once
 * it is there, put on the page a batch of elements per frame, in document
 * order, then on the whole page (and remembered for the visit). Putting it on
 * before the file arrived would lay the page out twice; putting it on the
 * whole page at once relays every line in one long task.
 */
export const showWebFont = `(function(h){var on=function(){h.classList.add(${className})};if(!document.fonts)return on();document.fonts.load('1em ${webFont.family}').then(function(f){try{if(f.length)sessionStorage.setItem(${storageKey},'1')}catch(e){}var b=[[]],n=0,walk=function(e){var t=e.textContent.length;if(t>${batchChars}&&e.children.length){for(var i=0;i<e.children.length;i++)walk(e.children[i])}else{if(n+t>${batchChars}&&b[b.length-1].length){b.push([]);n=0}b[b.length-1].push(e);n+=t}},i=0,step=function(){if(i<b.length){b[i++].forEach(function(e){e.setAttribute(${attribute},'')});requestAnimationFrame(step)}else on()};walk(document.body);step()},on)})(document.documentElement);`;
