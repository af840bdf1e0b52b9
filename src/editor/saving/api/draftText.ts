import { parseTree, type Node } from 'jsonc-parser';
import { alignItems } from './alignItems';
import { containerStyle, joinMembers, type PrintedMember } from './joinMembers';
import { canonicalJson, isJsonObject, jsonEqual } from '../../shared/jsonEqual';
import { freshJson, layoutOf, lineIndent, nodeText, type TextLayout } from './textLayout';

const keyOf = (property: Node) => property.children![0]!.value as string;
const valueOf = (property: Node) => property.children![1]!;

function hasDuplicateKeys(properties: Node[]): boolean {
  return new Set(properties.map(keyOf)).size !== properties.length;
}

/**
 * The old text of `node` (whose value is `before`) rewritten to hold `after`:
 * what did not change is copied character for character, so only the changed
 * values differ from the file as it was.
 */
function printValue(layout: TextLayout, node: Node, before: unknown, after: unknown): string {
  if (jsonEqual(before, after)) return nodeText(layout, node);
  if (node.type === 'object' && isJsonObject(before) && isJsonObject(after) && !hasDuplicateKeys(node.children!)) {
    return printObject(layout, node, before, after);
  }
  if (node.type === 'array' && Array.isArray(before) && Array.isArray(after))
    return printArray(layout, node, before, after);
  return freshJson(layout, after, lineIndent(layout, node.offset));
}

/** Kept keys stay in their order; a new key goes after the key the draft has before it. */
function printObject(
  layout: TextLayout,
  node: Node,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): string {
  const properties = node.children!;
  const style = containerStyle(layout, node, properties);
  // ": " as the file writes it, taken from its first property.
  const colon = properties[0]
    ? layout.text.slice(properties[0].offset + properties[0].children![0]!.length, valueOf(properties[0]).offset)
    : ': ';
  const newMember = (key: string): PrintedMember => ({ text: JSON.stringify(key) + colon + style.print(after[key]) });

  const oldKeys = new Set(properties.map(keyOf));
  const added = new Map<string | undefined, string[]>();
  let anchor: string | undefined;
  for (const key of Object.keys(after)) {
    if (oldKeys.has(key)) anchor = key;
    else added.set(anchor, [...(added.get(anchor) ?? []), key]);
  }

  const members: PrintedMember[] = (added.get(undefined) ?? []).map(newMember);
  properties.forEach((property, from) => {
    const key = keyOf(property);
    if (Object.hasOwn(after, key)) {
      const value = valueOf(property);
      const keyAndColon = layout.text.slice(property.offset, value.offset);
      members.push({ text: keyAndColon + printValue(layout, value, before[key], after[key]), from });
    }
    members.push(...(added.get(key) ?? []).map(newMember));
  });
  return joinMembers('{', '}', style, members);
}

/** Items that stayed keep their text; an item moved elsewhere in the list is copied from where it was. */
function printArray(layout: TextLayout, node: Node, before: unknown[], after: unknown[]): string {
  const items = node.children!;
  const style = containerStyle(layout, node, items);
  const beforeKeys = before.map(canonicalJson);
  const afterKeys = after.map(canonicalJson);
  const oldIndexOf = new Map(beforeKeys.map((key, index) => [key, index]));
  const members = alignItems(beforeKeys, afterKeys).map((item): PrintedMember => {
    if (item.kind === 'same') return { text: nodeText(layout, items[item.from]!), from: item.from };
    if (item.kind === 'changed')
      return { text: printValue(layout, items[item.from]!, before[item.from], after[item.to]), from: item.from };
    const moved = oldIndexOf.get(afterKeys[item.to]!);
    return { text: moved === undefined ? style.print(after[item.to]) : nodeText(layout, items[moved]!) };
  });
  return joinMembers('[', ']', style, members);
}

/**
 * The text a save writes for `draft`, given the file's text now. Saving what
 * was loaded gives back the same text byte for byte, and each changed value
 * changes only its own place: key order, spacing, line endings (LF or CRLF)
 * and the final newline stay as the file had them. New content is written
 * with 2-space indentation. A text that is not JSON is written anew.
 */
export function draftText(original: string, draft: unknown): string {
  const parsed = parse(original);
  if (!parsed) {
    const layout = layoutOf(original);
    return freshJson(layout, draft, '') + layout.eol;
  }
  const { layout, before, root } = parsed;
  const start = original.slice(0, root.offset);
  const end = original.slice(root.offset + root.length);
  return start + printValue(layout, root, before, draft) + end;
}

interface Parsed {
  layout: TextLayout;
  before: unknown;
  root: Node;
}

// Every check of a draft as it is typed starts from the same file; its tree takes a tenth of a second per megabyte to make.
let last: { text: string; parsed: Parsed | undefined } | undefined;

function parse(text: string): Parsed | undefined {
  if (last?.text !== text) last = { text, parsed: parseUncached(text) };
  return last.parsed;
}

function parseUncached(text: string): Parsed | undefined {
  try {
    return { layout: layoutOf(text), before: JSON.parse(text), root: parseTree(text)! };
  } catch {
    return undefined;
  }
}
