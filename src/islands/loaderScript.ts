import { scriptJson } from '../document/scriptJson';

/**
 * The inline script that, once the page has painted its content (or, where
 * the browser cannot tell, once it has loaded), starts the page's islands
 * (whose entry also puts the web font on), asking for their modules all at once, as
 * modulepreloads, so the imports do not wait for one another. Nothing of the
 * first paint waits for a script or a font, and neither competes for the
 * phone's bandwidth with the document before it. Only the paint counts where
 * it is known: a slow device can fire `load` before it has shown anything.
 */
export function loaderScript(entry: string, modules: readonly string[]): string {
  const start = `function(){${scriptJson(modules)}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});import(${scriptJson(entry)})}`;
  const afterPaint = `new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true})`;
  return `(function(){var start=${start};if((PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)addEventListener('load',start);else ${afterPaint}})()`;
}
