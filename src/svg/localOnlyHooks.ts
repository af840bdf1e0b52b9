import type { DOMPurify } from 'dompurify';
import { cleanCss, isLocalReference } from './localReferences';
import { externalCss, type RemovedParts } from './removedParts';

/**
 * DOMPurify keeps http(s) addresses and any CSS, as an HTML page may load
 * them; a picture the site serves may not (localReferences.ts). These hooks hold
 * every href but a link's to a part of the file, and take the addresses out of CSS.
 */
export function addLocalOnlyHooks(purify: DOMPurify, removed: RemovedParts): void {
  purify.addHook('uponSanitizeElement', (node, { tagName }) => {
    if (tagName !== 'style') return;
    const cleaned = cleanCss(node.textContent ?? '');
    if (cleaned && cleaned.removed === 0) return;
    // Emptied rather than removed: DOMPurify's in-place walk is still holding the element.
    node.textContent = cleaned ? cleaned.css : '';
    removed.add(cleaned ? externalCss : '<style>의 CSS', cleaned ? cleaned.removed : 1);
  });

  purify.addHook('uponSanitizeAttribute', (element, event) => {
    const { attrName, attrValue } = event;
    if (attrName === 'href' || attrName === 'xlink:href') {
      // A link (<a>) is followed only when clicked; DOMPurify's own check takes out javascript: and data: there.
      if (element.localName !== 'a' && !isLocalReference(element.localName, attrValue)) event.keepAttr = false;
      return;
    }
    if (attrName !== 'style' && !attrValue.includes('(')) return;
    const cleaned = cleanCss(attrValue);
    if (!cleaned) event.keepAttr = false;
    else if (cleaned.removed > 0) {
      event.attrValue = cleaned.css;
      removed.add(externalCss, cleaned.removed);
    }
  });
}
