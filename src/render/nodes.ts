import type { ReactNode } from 'react';
import type { CategorySection, PageNode, SectionNode } from '../manifest/site.gen';
import type { Localized } from './localize';

/** Every node the manifest can hold, discriminated by `type`. */
export type SiteNode = PageNode | SectionNode | CategorySection;
export type NodeType = SiteNode['type'];
export type NodeOfType<T extends NodeType> = Extract<SiteNode, { type: T }>;

/** A node as resolvers receive it: from the manifest resolved in the page's language. */
export type LocalNode = Localized<SiteNode>;
export type LocalNodeOfType<T extends NodeType> = Localized<NodeOfType<T>>;

export type RenderNode = (node: LocalNode) => ReactNode;

/** What a container receives beside its own props: a way to render its child nodes without importing the dispatcher. */
export interface ContainerProps {
  renderNode: RenderNode;
}
