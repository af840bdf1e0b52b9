import { scriptJson } from '../document/scriptJson';

const requestsPerTask = 4;

/**
 * The inline script that, once the page's first screen is painted, its pictures
 * decoded and its largest paint settled (or, where the browser cannot tell, once
 * it has loaded), starts the page's islands
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
  // Settled: every picture in the first screen decoded (the header's logo, a banner or an instrument drawing is often
  // a largest-contentful-paint candidate, and on a busy or slow device it arrives after the text), then three
  // frames without a new candidate. Modules asked for before it compete with it (and Lighthouse then counts them
  // into the LCP: 1.18-1.25 s instead of 0.9-1.05 s in 2 of 15 runs). A picture that never arrives holds the
  // scripts back 5 s at most.
  const shownImages =
    `[].filter.call(document.images,function(i){var r=i.getBoundingClientRect();` +
    `return r.bottom>0&&r.right>0&&r.top<innerHeight&&r.left<innerWidth})`;
  const afterPaint =
    `var n=0,lcp=types.indexOf('largest-contentful-paint')>=0&&new PerformanceObserver(function(){n=0});` +
    `if(lcp)lcp.observe({type:'largest-contentful-paint',buffered:true});` +
    `var settle=function(){if(!lcp)return setTimeout(start);n=0;(function frame(){if(++n>3){lcp.disconnect();start()}else requestAnimationFrame(frame)})()};` +
    `new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();` +
    `Promise.race([Promise.all(${shownImages}.map(function(i){return i.decode().catch(function(){})})),new Promise(function(r){setTimeout(r,5e3)})]).then(settle)}}).observe({type:'paint',buffered:true})`;
  return `(function(){var start=${start},types=PerformanceObserver.supportedEntryTypes||[];if(types.indexOf('paint')<0)addEventListener('load',start);else{${afterPaint}}})()`;
}
