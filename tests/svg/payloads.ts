import { JSDOM } from 'jsdom';

// SVGs as an attacker would upload them or drop them into public/: each tries
// one way to run a script on the site's origin or to load from elsewhere.
// Shared by the cleaning's unit tests, the editor's upload tests and the build test.

interface Payload {
  /** Inside <svg>, after the drawing every payload shares. */
  inside: string;
  /** On <svg> itself. */
  attributes?: string;
  /** Before <svg>. */
  prolog?: string;
}

const drawing = '<rect id="box" width="100" height="100" fill="#1a6"/>';
const svg = ({ inside, attributes = '', prolog = '' }: Payload, moreDrawing = '') =>
  `${prolog}<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${attributes} viewBox="0 0 100 100" width="100" height="100">${drawing}${moreDrawing}${inside}</svg>`;

const parts = {
  script: {
    inside: '<script>alert(document.domain)</script><script type="text/javascript"><![CDATA[alert(1)]]></script>',
  },
  eventHandlers: {
    inside:
      '<g onclick="alert(2)"><circle cx="5" cy="5" r="4" onmouseover="alert(3)"/></g><text onfocusin="alert(4)">x</text>',
    attributes: 'onload="alert(1)"',
  },
  javascriptLinks: {
    inside:
      '<a href="javascript:alert(1)"><text y="20">a</text></a><a xlink:href="javascript:alert(2)"><text y="40">b</text></a>',
  },
  encodedJavascript: {
    inside:
      '<a href="&#106;avascript:alert(1)"><text>a</text></a><a xlink:href="java&#x09;script:alert(2)"><text>b</text></a><a href=" &#x4A;AVASCRIPT:alert(3)"><text>c</text></a>',
  },
  dataLinks: {
    inside:
      '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;"><text>a</text></a><a xlink:href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="><text>b</text></a>',
  },
  foreignObject: {
    inside:
      '<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml"><p>html</p><script>alert(1)</script><img src="x" onerror="alert(2)"/></div></foreignObject>',
  },
  externalUse: {
    inside:
      '<use href="https://evil.example/sprite.svg#x"/><use xlink:href="//evil.example/sprite.svg#y"/><use href="#box" x="10"/>',
  },
  externalImage: {
    inside:
      '<image href="https://evil.example/track.png" width="10" height="10"/><image xlink:href="http://evil.example/a.svg" width="10" height="10"/>',
  },
  externalCss: {
    inside:
      '<style>@import url(https://evil.example/a.css); @import "https://evil.example/b.css"; rect { fill: url(https://evil.example/p.svg#g); stroke: url(#box) }</style><circle r="2" style="fill: url(\'http://evil.example/x\')" filter="url(https://evil.example/f.svg#f)"/>',
  },
  escapedCss: {
    inside:
      '<style>@\\69mport "https://evil.example/c.css"; rect { fill: red }</style><circle r="2" style="fill: \\75 rl(https://evil.example/x)"/>',
  },
  embeddedHtml: {
    inside:
      '<iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/"></iframe><embed xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example/a.swf"/><object xmlns="http://www.w3.org/1999/xhtml" data="https://evil.example/b"></object><iframe src="javascript:alert(1)"/>',
  },
  animatedHref: {
    inside:
      '<a><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="xlink:href" to="javascript:alert(2)"/><text>a</text></a>',
  },
  stylesheetInstruction: { inside: '', prolog: '<?xml-stylesheet type="text/css" href="https://evil.example/s.css"?>' },
  entityScript: {
    inside: '<text>&payload;</text>',
    prolog: '<!DOCTYPE svg [<!ENTITY payload "<script>alert(1)</script>">]>',
  },
  dataImages: {
    inside:
      '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/><image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" width="1" height="1"/><image href="data:text/html,x" width="1" height="1"/>',
  },
} satisfies Record<string, Payload>;

export type PayloadName = keyof typeof parts;

/** Each payload in an SVG of its own. */
export const payloads = Object.fromEntries(Object.entries(parts).map(([name, part]) => [name, svg(part)])) as Record<
  PayloadName,
  string
>;

/** Every payload in one SVG, its drawing made larger by `moreDrawing`. */
export function allPayloads(moreDrawing: string): string {
  const all = Object.values(parts) as Payload[];
  const joined = (key: keyof Payload) => all.map((part) => part[key] ?? '').join(' ');
  // The processing instruction must come before the doctype.
  const prolog = `${parts.stylesheetInstruction.prolog}${parts.entityScript.prolog}`;
  return svg({ prolog, attributes: joined('attributes'), inside: joined('inside') }, moreDrawing);
}

/** What each payload loses, as staff are told. */
export const payloadRemovals: Record<PayloadName, string[]> = {
  script: ['<script> 2개'],
  eventHandlers: ['onload 속성 1개', 'onclick 속성 1개', 'onmouseover 속성 1개', 'onfocusin 속성 1개'],
  javascriptLinks: ['href 속성 1개', 'xlink:href 속성 1개'],
  encodedJavascript: ['href 속성 2개', 'xlink:href 속성 1개'],
  dataLinks: ['href 속성 1개', 'xlink:href 속성 1개'],
  foreignObject: ['<foreignObject> 1개'],
  externalUse: ['href 속성 1개', 'xlink:href 속성 1개'],
  externalImage: ['href 속성 1개', 'xlink:href 속성 1개'],
  externalCss: ['CSS의 바깥 주소(@import, url()) 5개'],
  escapedCss: ['<style>의 CSS 1개', 'style 속성 1개'],
  embeddedHtml: ['<iframe> 2개', '<embed> 1개', '<object> 1개'],
  animatedHref: ['<animate> 1개', '<set> 1개'],
  stylesheetInstruction: ['<?xml-stylesheet?> 1개'],
  entityScript: [],
  dataImages: ['href 속성 2개'],
};

const { window } = new JSDOM('');
const forbiddenElements = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'animate',
  'set',
  'handler',
  'listener',
]);
/** What a browser reads of an address: without the whitespace and control characters it skips. */
const compact = (value: string) => value.replace(/[\p{Cc} \u00a0]/gu, '').toLowerCase();

/**
 * Everything in a served SVG that could run or load: read back as a browser
 * reads the file (XML), not by looking for strings, so no spelling of it hides.
 * Each entry names the element and what is wrong with it.
 */
export function activeParts(text: string): string[] {
  const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const found: string[] = [];
  if (document.documentElement.localName !== 'svg') found.push(`not an SVG: <${document.documentElement.nodeName}>`);
  for (const node of document.childNodes) if (node.nodeType === 7) found.push(`<?${node.nodeName}?>`);
  for (const element of document.querySelectorAll('*')) {
    const name = element.localName.toLowerCase();
    if (forbiddenElements.has(name)) found.push(`<${element.nodeName}>`);
    if (name === 'style' && /@import|url\((?!\s*["']?#)|\\/i.test(element.textContent ?? ''))
      found.push(`<style>${element.textContent}`);
    for (const attribute of element.attributes) {
      const value = compact(attribute.value);
      const where = `<${element.nodeName} ${attribute.name}="${attribute.value}">`;
      if (attribute.localName.toLowerCase().startsWith('on')) found.push(where);
      else if (
        /^(?:javascript|vbscript|data):/.test(value) &&
        !(name === 'image' && /^data:image\/(?:png|jpeg|gif|webp);/.test(value))
      )
        found.push(where);
      else if (
        attribute.localName === 'href' &&
        name !== 'a' &&
        !value.startsWith('#') &&
        !value.startsWith('data:image/')
      )
        found.push(where);
      else if (/url\((?!["']?#)|\\/.test(value)) found.push(where);
    }
  }
  return found;
}

/** Not XML: an HTML page named .svg. */
export const notXml = '<svg xmlns="http://www.w3.org/2000/svg"><p>unclosed<br></svg>';

/** `depth` <g> nested one in another around a rectangle: 5,000 of them (35 KB) held the editor for half a minute. */
export const nestedGroups = (depth: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg">${'<g>'.repeat(depth)}<rect width="1" height="1"/>${'</g>'.repeat(depth)}</svg>`;

/** `count` rectangles side by side in one <svg>: `count + 1` elements, two deep. */
export const manyRects = (count: number): string =>
  `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(count)}</svg>`;
