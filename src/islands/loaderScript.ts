import { scriptJson } from '../document/scriptJson';

const requestsPerTask = 4;

/**
 * The inline script that, once the page's first screen is painted and settled
 * (or, where the browser cannot tell, once it has loaded), starts the page's islands
 * (whose entry also puts the web font on), asking for all their modules at
 * once, as modulepreloads, so the imports do not wait for one another. Nothing of the
 * first paint waits for a script or a font, and neither competes for the
 * phone's bandwidth with the document before it. Only the paint counts where
 * it is known: a slow device can fire `load` before it has shown anything.
 */
export function loaderScript(entry: string, modules: readonly string[]): string {
  // Starting a request costs the main thread about half a millisecond (far more on a phone), so
  // the modulepreloads go out a few per task rather than all in one.
  const start = `function(){var m=${scriptJson(modules)},i=0;import(${scriptJson(entry)});(function next(){m.slice(i,i+=${requestsPerTask}).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});if(i<m.length)setTimeout(next)})()}`;
  // Settled: three frames without a new largest-contentful-paint candidate. A banner image is often
  // drawn a frame or two after the text; modules asked for before it compete with it (and Lighthouse
  // then counts them into the LCP: 1.18-1.25 s instead of 0.9-1.05 s in 2 of 15 runs).
  const afterPaint =
    `var n=0,lcp=types.indexOf('largest-contentful-paint')>=0&&new PerformanceObserver(function(){n=0});` +
    `if(lcp)lcp.observe({type:'largest-contentful-paint',buffered:true});` +
    `new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();if(!lcp)return setTimeout(start);(function frame(){if(++n>3){lcp.disconnect();start()}else requestAnimationFrame(frame)})()}}).observe({type:'paint',buffered:true})`;
  return `(function(){var start=${start},types=PerformanceObserver.supportedEntryTypes||[];if(types.indexOf('paint')<0)addEventListener('load',start);else{${afterPaint}}})()`;
}
