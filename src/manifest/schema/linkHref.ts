// Every link staff write (menu, footer, text blocks, partners, the picture's
// credit) becomes an <a href>. A "javascript:" one runs its text on the site's
// own origin when clicked, and the static site on a CDN has no CSP to stop it
// (issue 20). So links are an allow-list, and a refused one is named by what a
// browser would make of it, however it is disguised.

const NO_SPACE_OR_CONTROL = '[^\\s\\u0000-\\u001f\\u007f-\\u009f]';

/**
 * The schema's pattern for links (Href): a page or section of this site ("/x",
 * "/x#y", "#y", but not "//host", which leads to another host), http(s), mailto or tel.
 */
export const HREF_PATTERN = `^(/(?!/)[a-z0-9/#-]*|#[a-z][a-z0-9-]*|https?://${NO_SPACE_OR_CONTROL}+|mailto:${NO_SPACE_OR_CONTROL}+|tel:[0-9+-]+)$`;

/** The schema's pattern for a menu's link (MenuHref): a page of this site, or another site over https. */
export const MENU_HREF_PATTERN = `^(/([a-z0-9-]+(/[a-z0-9-]+)*)?|https://${NO_SPACE_OR_CONTROL}+)$`;

/** A menu link that leaves the site: never looked up among the routes, and marked so for visitors. */
export const isOutsideHref = (href: string): boolean => href.startsWith('https://');

/** The schemes a link may use; anything else (javascript:, data:, vbscript:, file:) is refused. */
export const ALLOWED_SCHEMES = ['https:', 'http:', 'mailto:', 'tel:'] as const;

const href = new RegExp(HREF_PATTERN, 'u');

const NAMED_REFERENCES: Record<string, string> = { tab: '\t', newline: '\n', colon: ':', sol: '/' };

/** Character references ("&#9;", "&#x3A;", "&Tab;", "&colon;") decoded, as an HTML parser would before reading the scheme. */
function decodeReferences(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/giu, (_, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#([0-9]+);?/gu, (_, decimal: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(decimal, 10), 0x10ffff)),
    )
    .replace(/&([a-z]+);/giu, (reference, name: string) => NAMED_REFERENCES[name.toLowerCase()] ?? reference);
}

/**
 * The link as a browser reads it: references decoded, tabs and line breaks
 * removed wherever they are, leading and trailing spaces and controls trimmed
 * (the URL standard does all of these), the scheme in lower case.
 */
function asBrowserReads(value: string): string {
  const read = decodeReferences(value)
    .replace(/[\t\n\r]/gu, '')
    // eslint-disable-next-line no-control-regex -- the URL standard trims exactly C0 controls and space
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/gu, '');
  return read.replace(/^[a-z][a-z0-9+.-]*:/iu, (scheme) => scheme.toLowerCase());
}

/** What to say about a link that breaks the pattern. */
export type HrefAdvice =
  /** `scheme`: "javascript:", "data:", …; "//" for an address on another host. */
  | { refused: string }
  /** The link written so that it passes (scheme in lower case, spaces trimmed, https:// added to a bare domain). */
  | { repaired?: string };

export function adviseHref(value: string): HrefAdvice {
  const read = asBrowserReads(value);
  if (/^[\\/]{2}/u.test(read)) return { refused: '//' };
  const scheme = /^[a-z][a-z0-9+.-]*:/u.exec(read)?.[0];
  if (scheme && !(ALLOWED_SCHEMES as readonly string[]).includes(scheme)) return { refused: scheme };
  if (href.test(read)) return { repaired: read };
  // A bare domain ("www.example.co.kr") most likely means the web site there.
  const website = `https://${read}`;
  if (!scheme && /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/iu.test(read) && href.test(website)) return { repaired: website };
  return {};
}
