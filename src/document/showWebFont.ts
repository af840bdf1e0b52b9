import { webFont } from '../theme/webFont';

/**
 * Characters of text whose relayout in the web font one frame takes on: the
 * whole page at once was a single 18–21 ms task on this machine (four times
 * that on a phone, which Lighthouse counts as blocking); batches of this size
 * were 3–8 ms each.
 */
export const batchChars = 800;

/**
 * The elements under `root` in batches of about `size` characters of text, in
 * document order: an element whose text fits a batch goes whole, a larger one
 * is split into its children.
 */
export function fontBatches(root: Element, size = batchChars): Element[][] {
  const batches: Element[][] = [[]];
  let chars = 0;
  const visit = (element: Element) => {
    const length = element.textContent?.length ?? 0;
    if (length > size && element.children.length > 0) {
      for (const child of element.children) visit(child);
      return;
    }
    let batch = batches[batches.length - 1]!;
    if (chars + length > size && batch.length > 0) {
      batch = [];
      batches.push(batch);
      chars = 0;
    }
    batch.push(element);
    chars += length;
  };
  visit(root);
  return batches;
}

/**
 * Run once the page has painted with the local faces: fetches the web font
 * and, once it is there, puts it on a batch of elements a frame, then on the
 * whole page, and remembers it for the visit's later pages (see webFont.ts).
 * Putting it on before the file arrived would lay the page out twice; putting
 * it on the whole page at once relays every line in one long task.
 */
export function showWebFont(document: Document): void {
  const root = document.documentElement;
  const putOnPage = () => root.classList.add(webFont.className);
  // The site's web font, as GlobalStyle names it; none on the system's fonts, which have nothing to change over to.
  const family = document.defaultView?.getComputedStyle(root).getPropertyValue(webFont.property).trim();
  if (!family || root.classList.contains(webFont.className)) return;
  // Browsers without the font loading API take the stack at once and swap when the file arrives.
  if (!document.fonts) return void putOnPage();
  // With the page's text: a font in slices (Noto Serif KR) loads every slice the page shows before it goes on.
  document.fonts.load(`1em ${family}`, document.body.textContent || ' ').then((faces) => {
    try {
      if (faces.length > 0) sessionStorage.setItem(webFont.storageKey, '1');
    } catch {
      // Storage is off: the visit's later pages start with the local faces too.
    }
    const batches = fontBatches(document.body);
    const next = () => {
      const batch = batches.shift();
      if (!batch) return void putOnPage();
      for (const element of batch) element.setAttribute(webFont.batchAttribute, '');
      requestAnimationFrame(next);
    };
    next();
  }, putOnPage);
}
