import { scriptJson } from './islandMarkup';

/**
 * The inline script that starts a page's islands once the page has painted
 * its content (or has loaded, where paint timing is unknown), asking for
 * their modules all at once, as modulepreloads, so the imports do not wait
 * for one another. Nothing of the first paint waits for a script, and no
 * script competes for the phone's bandwidth with the document and its font
 * before it.
 */
export function loaderScript(entry: string, modules: readonly string[]): string {
  const start = `function(){if(started)return;started=true;${scriptJson(modules)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});import(${scriptJson(entry)})}`;
  const afterPaint = `try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start)}).observe({type:'paint',buffered:true})}catch(e){}`;
  return `(function(){var started=false,start=${start};${afterPaint};addEventListener('load',start)})()`;
}
