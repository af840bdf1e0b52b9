import type { ReactNode } from 'react';
import type { CategorySection, PageNode, SectionNode } from '../manifest/site.gen';

/** Every node the manifest can hold, discriminated by `type`. */
export type SiteNode = PageNode | SectionNode | CategorySection;
export type NodeType = SiteNode['type'];
export type NodeOfType<T extends NodeType> = Extract<SiteNode, { type: T }>;

export type RenderNode = (node: SiteNode) => ReactNode;

/** What every registered component receives: its own node, and a way to render child nodes. */
export interface NodeProps<N extends SiteNode> {
  node: N;
  renderNode: RenderNode;
}
