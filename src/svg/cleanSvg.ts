// Used by the editor's upload and the build, never by the production server:
// jsdom and DOMPurify are development dependencies.
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';
import { addLocalOnlyHooks } from './localOnlyHooks';
import { RemovedParts, svgNamespace } from './removedParts';
import { notXml, type SvgProblem } from './svgProblem';
import { svgShapeProblem } from './svgShape';

/** `svg`: the file to serve; `removed`: what was taken out, in Korean (["<script> 1개"]), empty when nothing. */
export type SvgCleaning = { ok: true; svg: string; removed: string[] } | { ok: false; problem: SvgProblem };

/**
 * DOMPurify's SVG profile keeps drawing and drops scripts, event handlers,
 * javascript: links, <foreignObject> with its HTML, <iframe> and <embed>.
 * <use> is added back (DOMPurify drops it for the files it can load, which
 * localOnlyHooks.ts forbids): icon sets and exported drawings are built on it.
 * So is role, which the profile lacks: the site's pictures say role="img" to screen readers.
 * In place: the element stays in its XML document, with its case and namespaces.
 */
const purifyConfig: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  ADD_ATTR: ['role'],
  IN_PLACE: true,
};

const parserErrorNamespace = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';
const cdataSection = 4;

let jsdomWindow: JSDOM['window'] | undefined;
/** One window for the process: making one takes a tenth of a second, parsing in it a millisecond. */
const windowOf = (): JSDOM['window'] => (jsdomWindow ??= new JSDOM('').window);

/** CDATA is plain text to XML, but DOMPurify drops it as an unknown node; a <style> exported by Illustrator keeps its CSS in one. */
function cdataToText(document: Document): void {
  const sections = [...document.querySelectorAll('*')].flatMap((element) =>
    [...element.childNodes].filter((node) => node.nodeType === cdataSection),
  );
  for (const section of sections)
    section.parentNode?.replaceChild(document.createTextNode(section.textContent ?? ''), section);
}

/**
 * An SVG as the site may serve it: parsed as XML, as a browser opening the file
 * parses it, then cleaned and written out again. Only what was parsed is
 * written, so a DOCTYPE's entities or a second reading of the text cannot bring
 * anything back; the XML declaration goes too (the output is UTF-8, XML's default).
 */
export function cleanSvg(text: string): SvgCleaning {
  // Before anything is built: too deep or too large a file would hold the process for minutes.
  const shape = svgShapeProblem(text);
  if (shape) return { ok: false, problem: shape };
  const window = windowOf();
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (root.namespaceURI === parserErrorNamespace) return { ok: false, problem: notXml(root.textContent ?? '') };
  if (root.nodeName !== 'svg' || root.namespaceURI !== svgNamespace)
    return { ok: false, problem: { code: 'not-svg', root: root.nodeName } };

  const removed = new RemovedParts();
  for (const node of document.childNodes) {
    // <?xml-stylesheet href="…"?> before <svg> loads a style sheet from anywhere.
    if (node.nodeName === 'xml-stylesheet') removed.add('<?xml-stylesheet?>');
  }
  cdataToText(document);
  const purify = createDOMPurify(window);
  addLocalOnlyHooks(purify, removed);
  purify.sanitize(root, purifyConfig);
  removed.addSanitizerRecord(purify.removed);
  return { ok: true, svg: new window.XMLSerializer().serializeToString(root), removed: removed.list() };
}
