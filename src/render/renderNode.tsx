import type { ComponentType, ReactNode } from 'react';
import { registry } from './registry';
import { resolvers } from './resolve/nodeResolvers';
import type { ContainerProps, LocalNode, RenderNode } from './nodes';
import type { PageSite } from './resolve/PageSite';

interface NodeKind {
  resolve: (node: LocalNode, site: PageSite) => object;
  Component: ComponentType<ContainerProps>;
}

/** The one dispatcher: renders any node of a page with its type's resolver and component. */
export function nodeRenderer(site: PageSite): RenderNode {
  const render = (node: LocalNode): ReactNode => {
    // TypeScript cannot tie resolvers[node.type] and registry[node.type] to the
    // matching node variant; their mapped types guarantee it, so this is the single cast.
    const kind = { resolve: resolvers[node.type], Component: registry[node.type] } as NodeKind;
    if (!kind.Component) throw new Error(`No component is registered for node type '${String(node.type)}'.`);
    return (
      <kind.Component key={'id' in node ? node.id : node.type} {...kind.resolve(node, site)} renderNode={render} />
    );
  };
  return render;
}
