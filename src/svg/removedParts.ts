import type { RemovedAttribute, RemovedElement } from 'dompurify';

export const svgNamespace = 'http://www.w3.org/2000/svg';
const xhtmlNamespace = 'http://www.w3.org/1999/xhtml';
const mathmlNamespace = 'http://www.w3.org/1998/Math/MathML';
const xlinkNamespace = 'http://www.w3.org/1999/xlink';
const xmlNamespace = 'http://www.w3.org/XML/1998/namespace';

/**
 * Namespaces a browser acts on. What drawing programs keep in their own
 * (Inkscape's sodipodi:, Illustrator's i:) draws nothing and runs nothing, and
 * namespace declarations are written anew by the serializer, so taking those
 * out is not worth a word to staff; neither are comments.
 */
const elementNamespaces = new Set<string | null>([svgNamespace, xhtmlNamespace, mathmlNamespace]);
const attributeNamespaces = new Set<string | null>([null, xlinkNamespace, xmlNamespace]);

const processingInstruction = 7;

/** CSS @import rules and url()s that left the file, counted by the cleaning's own hooks. */
export const externalCss = 'CSS의 바깥 주소(@import, url())';

/** What cleaning took out of one SVG, counted per kind, in words staff can check against their drawing. */
export class RemovedParts {
  private readonly counts = new Map<string, number>();

  add(part: string, count = 1): void {
    this.counts.set(part, (this.counts.get(part) ?? 0) + count);
  }

  /** DOMPurify's record of what it removed. */
  addSanitizerRecord(record: ReadonlyArray<RemovedElement | RemovedAttribute>): void {
    for (const entry of record) {
      const part = 'element' in entry ? elementPart(entry.element) : attributePart(entry.attribute);
      if (part) this.add(part);
    }
  }

  /** e.g. ["<script> 2개", "onload 속성 1개"], in the order first met. */
  list(): string[] {
    return [...this.counts].map(([part, count]) => `${part} ${count}개`);
  }
}

function elementPart(node: Node): string | undefined {
  if (node.nodeType === processingInstruction) return `<?${node.nodeName}?>`;
  const element = node as Element;
  return element.localName && elementNamespaces.has(element.namespaceURI) ? `<${element.nodeName}>` : undefined;
}

function attributePart(attribute: Attr | null): string | undefined {
  return attribute && attributeNamespaces.has(attribute.namespaceURI) ? `${attribute.name} 속성` : undefined;
}
