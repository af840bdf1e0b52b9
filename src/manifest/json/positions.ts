import type { Node } from 'jsonc-parser';
import { parsePointer } from './pointer';

export interface Position {
  line: number;
  column: number;
}

/** Turns character offsets from jsonc-parser into the 1-based line:column editors show. */
export function createPositionFinder(text: string): (offset: number) => Position {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
  };
}

const propertiesByKey = new WeakMap<Node, Map<unknown, Node>>();

/**
 * The property node for `key` in an object node. With a duplicated key the last
 * one wins, because that is the value JSON.parse (and so the site) keeps. Each
 * object is indexed once, so placing many problems in one object stays linear.
 */
function propertyNode(objectNode: Node, key: string): Node | undefined {
  let byKey = propertiesByKey.get(objectNode);
  if (!byKey) {
    byKey = new Map((objectNode.children ?? []).map((property) => [property.children?.[0]?.value, property]));
    propertiesByKey.set(objectNode, byKey);
  }
  return byKey.get(key);
}

/**
 * The node a pointer addresses, or the deepest existing ancestor when the
 * pointer goes further than the document (e.g. a property that is missing).
 */
export function findNode(root: Node, pointer: string, at: 'value' | 'key' = 'value'): Node {
  let current = root;
  const segments = parsePointer(pointer);
  for (const [index, segment] of segments.entries()) {
    const isLast = index === segments.length - 1;
    if (current.type === 'object') {
      const property = propertyNode(current, segment);
      if (!property) return current;
      if (isLast && at === 'key') return property.children![0]!;
      const value = property.children?.[1];
      if (!value) return property;
      current = value;
    } else if (current.type === 'array') {
      const item = current.children?.[Number(segment)];
      if (!item || !/^\d+$/.test(segment)) return current;
      current = item;
    } else {
      return current;
    }
  }
  return current;
}

/**
 * The offset in the file of character `index` of the JSON string starting (at
 * its opening quote) at `stringOffset`: escapes such as "\n" or "\uD55C" are
 * one character of the string but several of the file.
 */
export function offsetInString(text: string, stringOffset: number, index: number): number {
  let at = stringOffset + 1;
  for (let read = 0; read < index && text[at] !== '"' && at < text.length; read += 1)
    at += text[at] !== '\\' ? 1 : text[at + 1] === 'u' ? 6 : 2;
  return at;
}
