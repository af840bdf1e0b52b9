import { fromMarkdown } from 'mdast-util-from-markdown';
import type { BlockContent, DefinitionContent, PhrasingContent, RootContent } from 'mdast';
import type { FormattedBlock, FormattedInline } from './formattedText';

/**
 * The Markdown constructs a paragraph does not have. Each is read as the
 * characters it is written with, so "# 1" or "    indented" or "<b>" or
 * "![](x)" show as typed: raw HTML never reaches the page, and staff typing a
 * number sign or four spaces do not get a heading or a code block by surprise.
 * What stays: emphasis and strong (attention), links, bulleted and numbered
 * lists, line breaks, backslash escapes.
 */
const LEFT_OUT = [
  'autolink',
  'blockQuote',
  'characterReference',
  'codeFenced',
  'codeIndented',
  'codeText',
  'definition',
  'headingAtx',
  'htmlFlow',
  'htmlText',
  'labelStartImage',
  'setextUnderline',
  'thematicBreak',
];

const SUBSET = { extensions: [{ disable: { null: LEFT_OUT } }] };

/** A link as written in a paragraph: its address and where that starts in the text (UTF-16 index). */
export interface WrittenLink {
  href: string;
  offset: number;
}

export interface ParsedFormatted {
  blocks: FormattedBlock[];
  /** The words a reader sees, without the marks (for titles, descriptions, structured data). */
  plain: string;
  links: WrittenLink[];
}

type Content = RootContent | BlockContent | DefinitionContent | PhrasingContent;

// The validator and the pages read the same paragraphs, and the editor's preview resolves the whole manifest at
// every keystroke: each text is read once while it stays the same.
const parsedBySource = new Map<string, ParsedFormatted>();
const REMEMBERED_AT_MOST = 5000;

/** Reads `source` as the paragraph subset; every input is some formatted text, so this never fails. Do not change the result: it is shared. */
export function parseFormatted(source: string): ParsedFormatted {
  let known = parsedBySource.get(source);
  if (!known) {
    if (parsedBySource.size >= REMEMBERED_AT_MOST) parsedBySource.clear();
    parsedBySource.set(source, (known = readFormatted(source)));
  }
  return known;
}

function readFormatted(source: string): ParsedFormatted {
  const links: WrittenLink[] = [];

  const inline = (nodes: readonly Content[]): FormattedInline[] => {
    const out: FormattedInline[] = [];
    const push = (part: FormattedInline) => {
      const last = out[out.length - 1];
      if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
      else out.push(part);
    };
    for (const node of nodes) {
      if (node.type === 'text') push(node.value);
      else if (node.type === 'break') push('\n');
      else if (node.type === 'strong' || node.type === 'emphasis')
        push({ type: node.type, children: inline(node.children) });
      else if (node.type === 'link') {
        links.push({ href: node.url, offset: linkAddressOffset(source, node.position?.end.offset) });
        push({ type: 'link', href: node.url, children: inline(node.children) });
      } else if ('children' in node) inline(node.children as Content[]).forEach(push);
      else if ('value' in node) push(String(node.value));
    }
    return out;
  };

  const blocks = (nodes: readonly Content[]): FormattedBlock[] =>
    nodes.flatMap((node): FormattedBlock[] => {
      if (node.type === 'list')
        return [
          {
            type: 'list',
            ordered: node.ordered === true,
            ...(node.ordered && node.start !== null && node.start !== undefined && node.start !== 1
              ? { start: node.start }
              : {}),
            items: node.children.map((item) => blocks(item.children)),
          },
        ];
      if (node.type === 'paragraph') return [{ type: 'paragraph', children: inline(node.children) }];
      return 'children' in node ? blocks(node.children as Content[]) : [];
    });

  const parsed = blocks(fromMarkdown(source, SUBSET).children);
  return { blocks: parsed, plain: plainOf(parsed), links };
}

/**
 * Where the address of the link ending at `end` starts: after the "](" that
 * closes its label. Searched backwards from the link's end, since a label may
 * hold brackets of its own; a title ("…" after the address) is not part of it.
 */
function linkAddressOffset(source: string, end: number | undefined): number {
  if (end === undefined) return 0;
  const opening = source.lastIndexOf('](', end);
  if (opening === -1) return 0;
  let start = opening + 2;
  while (source[start] === ' ' || source[start] === '\n' || source[start] === '<') start += 1;
  return start;
}

function inlineText(parts: readonly FormattedInline[]): string {
  return parts.map((part) => (typeof part === 'string' ? part : inlineText(part.children))).join('');
}

function plainOf(parsed: readonly FormattedBlock[], between = '\n\n'): string {
  return parsed
    .map((block) =>
      block.type === 'paragraph'
        ? inlineText(block.children)
        : block.items.map((item) => plainOf(item, '\n')).join('\n'),
    )
    .join(between);
}

/** Whether `parsed` is the text as typed and nothing more, which needs no formatting to show. */
export function isPlain(source: string, parsed: readonly FormattedBlock[]): boolean {
  const only = parsed[0];
  return (
    parsed.length === 1 &&
    only!.type === 'paragraph' &&
    only!.children.length === 1 &&
    only!.children[0] === source &&
    !source.includes('\n')
  );
}
