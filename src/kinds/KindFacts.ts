import type { CompanyField } from '../components/CompanyDetails/companyFields';
import type { InstrumentTab, Labels, SiteManifest } from '../manifest/site.gen';
import type { NodeOfType, NodeType } from '../render/nodes';

/** A top-level part of site.json (`partners`, `map`, `inquiryForm`, …), as the schema names it. */
export type SitePart = Exclude<keyof SiteManifest, '$schema'>;

/** A top-level part the schema leaves out of what every site must have: only the kinds that need it ask for it. */
export type OptionalPart = { [P in SitePart]-?: undefined extends SiteManifest[P] ? P : never }[SitePart];

/** A label (of `labels`) the schema leaves optional: those only some kinds show, and those with a fallback (mainNavigation). */
export type KindLabel = { [L in keyof Labels]-?: undefined extends Labels[L] ? L : never }[keyof Labels];

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
  /**
   * Top-level parts its node is drawn from (equipment → `instruments`): a site
   * using the kind must have them, any other may leave them out. The validator
   * asks for them at each use (kindNeeds.ts), the resolver reads them as there.
   */
  needs?: readonly OptionalPart[];
  /** Labels it shows, which a site using the kind must have (kindNeeds.ts). */
  labels?: readonly KindLabel[];
  /** The company details it lists (the names of those the company has are then needed in `labels.company`). */
  companyFields?: readonly CompanyField[];
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
