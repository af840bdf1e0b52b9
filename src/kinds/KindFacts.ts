import type { InstrumentTab, SiteManifest } from '../manifest/site.gen';
import type { NodeOfType, NodeType } from '../render/nodes';

/** A top-level part of site.json (`partners`, `map`, `inquiryForm`, …), as the schema names it. */
export type SitePart = Exclude<keyof SiteManifest, '$schema'>;

/**
 * What the validator, the editor and the site server know of a node kind
 * without drawing it: data only, so browser, Node and validator code read it
 * without pulling its component in. Every fact is optional; a kind that none
 * of them concerns is `{}`.
 */
export interface KindFacts {
  /** Top-level parts it draws on its page, which only pages holding it show (partners → `partners`). */
  shows?: readonly SitePart[];
  /** Top-level parts it draws only in a dialog it opens, with scripts (company contact → `inquiryForm`). */
  showsInDialog?: readonly SitePart[];
  /** A new item of a node list it may be in starts as this kind (the all-purpose text block). */
  startsAdded?: true;
  /** Its `instruments` field is a tab list, each tab naming an entry of `instruments` by id (as a case's is). */
  instrumentTabs?: true;
  /** Its field naming one entry of `cases` by id. */
  caseId?: string;
  /** Its sections after the first are pages of their own (a category page's tabs). */
  tabPages?: true;
}

/** The fields of `N` whose values are `V`s. */
type FieldsHolding<N, V> = { [K in keyof N]-?: N[K] extends V ? K : never }[keyof N] & string;

/** One kind's facts, written in its folder: the fields they name are fields of its generated node type. */
export interface KindFactsOf<T extends NodeType> extends KindFacts {
  instrumentTabs?: NodeOfType<T> extends { instruments: InstrumentTab[] } ? true : never;
  caseId?: FieldsHolding<NodeOfType<T>, string>;
}
