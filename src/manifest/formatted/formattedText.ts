/**
 * A paragraph of site.json read as formatted text: the small Markdown subset
 * staff may type (docs/editing.md, "글 꾸미기"), as plain data that props can
 * carry into an island's script and React can draw without a parser.
 */
export type FormattedInline =
  /** Words as written; a line break inside the paragraph is a "\n". */
  | string
  | { type: 'strong' | 'emphasis'; children: FormattedInline[] }
  /** `href` is at the page language's address when it leads inside the site. */
  | { type: 'link'; href: string; children: FormattedInline[] };

export type FormattedBlock =
  | { type: 'paragraph'; children: FormattedInline[] }
  /** Each item holds blocks of its own (a paragraph, a list inside it). */
  | { type: 'list'; ordered: boolean; start?: number; items: FormattedBlock[][] };
