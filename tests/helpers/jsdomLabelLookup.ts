// jsdom 29 finds the control of a `<label for>` by walking its document from the top, and an element's `labels` asks
// that of every label: Testing Library's getByRole names each candidate through its labels, so one query over the
// editor's forms walked the document thousands of times (13 of EditorApp.test.tsx's 44 s in one profile). jsdom 30
// looks the id up in the document's id map instead (jsdom/jsdom#4253), but needs Node 22; this does the same for
// jsdom 29, with the same answer: the first element in tree order with that id, when it is labelable.
const htmlNamespace = 'http://www.w3.org/1999/xhtml';
const labelableNames = new Set(['button', 'meter', 'output', 'progress', 'select', 'textarea']);

/** The part of jsdom's element implementation this reads (lib/jsdom/living/nodes/Element-impl.js). */
interface ElementImpl {
  nodeType: number;
  namespaceURI: string | null;
  localName: string;
  type?: string;
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { nodeType: number; getElementById?(id: string): ElementImpl | null };
}

/** Labelable by its name alone; anything else (a form-associated custom element) is left to jsdom's own answer. */
const plainlyLabelable = (element: ElementImpl) =>
  element.namespaceURI === htmlNamespace &&
  (labelableNames.has(element.localName) || (element.localName === 'input' && element.type !== 'hidden'));

/** Set on jsdom's label prototype once the lookup is there: the files of a worker share one jsdom. */
const installed = 'siteRendererLabelLookup';

/** Puts the id lookup in front of jsdom's `control` getter for labels; does nothing outside a jsdom document. */
export function installLabelLookup(document: Document | undefined): void {
  if (!document) return;
  const label = document.createElement('label');
  const implKey = Object.getOwnPropertySymbols(label).find((symbol) => symbol.description === 'impl');
  if (!implKey) return;
  const prototype = Object.getPrototypeOf((label as unknown as Record<symbol, object>)[implKey]) as object;
  const walk = Object.getOwnPropertyDescriptor(prototype, 'control')?.get;
  if (!walk || Object.hasOwn(prototype, installed)) return;
  Object.defineProperty(prototype, installed, { value: true });
  Object.defineProperty(prototype, 'control', {
    configurable: true,
    get(this: ElementImpl) {
      const id = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
      const root = id ? this.getRootNode({}) : null;
      if (id && root?.nodeType === 9 /* a document, which keeps an id map */) {
        const found = root.getElementById!(id);
        if (!found) return null;
        if (plainlyLabelable(found)) return found;
      }
      return walk.call(this);
    },
  });
}

installLabelLookup(globalThis.document);
