import type { ReactNode } from 'react';
import type { ContainerProps, LocalNodeOfType, NodeType } from '../render/nodes';
import type { PageSite } from '../render/resolve/PageSite';

/**
 * One node kind: how its node becomes props (the node in the page's language,
 * its references looked up, its internal links at the language's addresses)
 * and the component those props are the whole contract of. Written once in the
 * kind's folder as `Kind<'type', Props>`, so the resolver and the component
 * must agree on `P`.
 */
export interface Kind<T extends NodeType, P extends object> {
  resolve: (node: LocalNodeOfType<T>, site: PageSite) => P;
  Component: (props: P & ContainerProps) => ReactNode;
}

/**
 * What the map checks of every entry: the kind of `T` and no other (its
 * resolver takes `T`'s node). Its props stay the kind's own; `Kind` has tied
 * them to the component already.
 */
export interface KindOfType<T extends NodeType> {
  resolve: (node: LocalNodeOfType<T>, site: PageSite) => object;
  Component: (props: never) => ReactNode;
}
