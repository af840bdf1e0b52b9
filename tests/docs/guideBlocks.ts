// Reads docs/editing.md the way its tests need it: the fenced code blocks with their
// info strings taken apart, and recipe steps applied to a parsed site.json. The
// convention itself is described at the top of editingGuide.test.ts.
import { isDeepStrictEqual } from 'node:util';

export interface FencedBlock {
  /** The first word of the info string, e.g. "json". */
  lang: string;
  /** key=value words of the info string. */
  attrs: Record<string, string>;
  /** Bare words after the language, e.g. "fragment". */
  flags: string[];
  text: string;
  /** 1-based line of the opening fence, for failure messages. */
  line: number;
}

const OPENING_FENCE = /^(\s*)(`{3,}|~{3,})(.*)$/;

export function parseInfoString(info: string): Pick<FencedBlock, 'lang' | 'attrs' | 'flags'> {
  const [lang = '', ...words] = info.trim().split(/\s+/).filter(Boolean);
  const attrs: Record<string, string> = {};
  const flags: string[] = [];
  for (const word of words) {
    const equals = word.indexOf('=');
    if (equals > 0) attrs[word.slice(0, equals)] = word.slice(equals + 1);
    else flags.push(word);
  }
  return { lang, attrs, flags };
}

/** Fenced code blocks of a Markdown text, in order. Indented fences (inside list items) count too. */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: FencedBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING_FENCE.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    const closing = new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !closing.test(lines[j]!)) {
      // Content of a fence inside a list item is indented like the fence; that indent is not part of it.
      body.push(lines[j]!.startsWith(indent) ? lines[j]!.slice(indent.length) : lines[j]!.trimStart());
      j++;
    }
    blocks.push({ ...parseInfoString(info), text: body.join('\n'), line: i + 1 });
    i = j;
  }
  return blocks;
}

export type Segment = { key: string; select?: { field: string; value: string } };

const SEGMENT = /^\/([^/[\]]+)(?:\[([^=\]]+)=([^\]]*)\])?/;

export function parseTarget(target: string): Segment[] {
  const segments: Segment[] = [];
  let rest = target;
  while (rest.length > 0) {
    const match = SEGMENT.exec(rest);
    if (!match) throw new Error(`target '${target}' cannot be read at '${rest}'`);
    segments.push(
      match[2] === undefined ? { key: match[1]! } : { key: match[1]!, select: { field: match[2], value: match[3]! } },
    );
    rest = rest.slice(match[0].length);
  }
  if (segments.length === 0) throw new Error('target must not be empty');
  return segments;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A place in the document: an object and a property name, or an array and an index. */
type Slot = { container: Record<string, unknown>; key: string } | { container: unknown[]; key: number };

function slotIn(container: unknown, segment: Segment, where: string): Slot {
  if (segment.select) {
    const { field, value } = segment.select;
    const array = slotValue(slotIn(container, { key: segment.key }, where), where);
    if (!Array.isArray(array)) throw new Error(`${where}: [${field}=${value}] needs an array`);
    const indexes = array.flatMap((item, index) => (isObject(item) && item[field] === value ? [index] : []));
    if (indexes.length !== 1)
      throw new Error(`${where}: [${field}=${value}] matches ${indexes.length} elements, not 1`);
    return { container: array, key: indexes[0]! };
  }
  if (Array.isArray(container)) {
    if (!/^\d+$/.test(segment.key)) throw new Error(`${where}: '${segment.key}' is not an array index`);
    return { container, key: Number(segment.key) };
  }
  if (isObject(container)) return { container, key: segment.key };
  throw new Error(`${where}: '${segment.key}' is inside a value that is neither an object nor an array`);
}

function slotValue(slot: Slot, where: string): unknown {
  const exists = Array.isArray(slot.container)
    ? (slot.key as number) < slot.container.length
    : Object.hasOwn(slot.container, slot.key);
  if (!exists) throw new Error(`${where}: nothing there`);
  return (slot.container as Record<string | number, unknown>)[slot.key];
}

function locate(doc: unknown, target: string): { slot: Slot; where: string } {
  const segments = parseTarget(target);
  let current = doc;
  let where = '';
  let slot: Slot | undefined;
  for (const segment of segments) {
    if (slot) current = slotValue(slot, where);
    where += `/${segment.key}${segment.select ? `[${segment.select.field}=${segment.select.value}]` : ''}`;
    slot = slotIn(current, segment, where);
  }
  return { slot: slot!, where };
}

const OPS = ['append', 'set', 'merge', 'remove'];

/**
 * Whether the value at a target is the one a remove block shows: equal, or for an
 * object block, an object with each of the block's properties equal (a long entry
 * may be shown by its id and label).
 */
export function isShownBy(value: unknown, shown: unknown): boolean {
  if (!isObject(shown)) return isDeepStrictEqual(value, shown);
  return (
    isObject(value) &&
    Object.entries(shown).every(([key, item]) => Object.hasOwn(value, key) && isDeepStrictEqual(value[key], item))
  );
}

/** Applies one step to `doc` in place (remove: the element or property at target, which must be what `value` shows). Throws with the reason when the target or value does not fit the op. */
export function applyStep(doc: unknown, target: string, op: string, value: unknown): void {
  const { slot, where } = locate(doc, target);
  switch (op) {
    case 'append': {
      const array = slotValue(slot, where);
      if (!Array.isArray(array)) throw new Error(`append: ${where} is not an array`);
      array.push(value);
      return;
    }
    case 'merge': {
      const object = slotValue(slot, where);
      if (!isObject(object) || !isObject(value)) throw new Error(`merge: ${where} and the block must both be objects`);
      Object.assign(object, value);
      return;
    }
    case 'set':
      // An array element must already be there; an object property may be new (an optional field).
      if (Array.isArray(slot.container)) slotValue(slot, where);
      (slot.container as Record<string | number, unknown>)[slot.key] = value;
      return;
    case 'remove': {
      // The block shows what is deleted, so the guide cannot go on deleting something site.json no longer has there.
      const current = slotValue(slot, where);
      if (!isShownBy(current, value)) {
        throw new Error(`remove: ${where} holds ${JSON.stringify(current).slice(0, 120)}, not what the block shows`);
      }
      if (Array.isArray(slot.container)) slot.container.splice(slot.key as number, 1);
      else delete slot.container[slot.key as string];
      return;
    }
    default:
      throw new Error(`unknown op '${op}' (use ${OPS.join(', ')})`);
  }
}

export interface RecipeStep {
  recipe: string;
  target: string;
  op: string;
  files: string[];
  value: unknown;
  line: number;
}

export function stepOf(block: FencedBlock, nameKey: 'recipe' | 'mistake'): RecipeStep {
  const { target, op, files } = block.attrs;
  if (!target || !op) throw new Error(`docs/editing.md line ${block.line}: a ${nameKey} block needs target= and op=`);
  let value: unknown;
  try {
    value = JSON.parse(block.text);
  } catch (error) {
    throw new Error(
      `docs/editing.md line ${block.line}: the ${nameKey} block is not valid JSON: ${(error as Error).message}`,
    );
  }
  return {
    recipe: block.attrs[nameKey]!,
    target,
    op,
    files: files ? files.split(',') : [],
    value,
    line: block.line,
  };
}

/** Steps grouped by recipe name, in the order the recipes first appear. */
export function groupSteps(blocks: FencedBlock[], nameKey: 'recipe' | 'mistake'): Map<string, RecipeStep[]> {
  const groups = new Map<string, RecipeStep[]>();
  for (const block of blocks) {
    if (block.lang !== 'json' || block.attrs[nameKey] === undefined) continue;
    const step = stepOf(block, nameKey);
    groups.set(step.recipe, [...(groups.get(step.recipe) ?? []), step]);
  }
  return groups;
}

export function applySteps(base: unknown, steps: RecipeStep[]): unknown {
  const doc = structuredClone(base);
  for (const step of steps) {
    try {
      applyStep(doc, step.target, step.op, structuredClone(step.value));
    } catch (error) {
      throw new Error(`docs/editing.md line ${step.line}: ${(error as Error).message}`);
    }
  }
  return doc;
}
