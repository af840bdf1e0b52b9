import type { ReactNode } from 'react';
import { kinds } from '../kinds/kinds';
import type { ContainerProps, LocalNode, RenderNode } from './nodes';
import type { PageSite } from './resolve/PageSite';

interface NodeKind {
  resolve: (node: LocalNode, site: PageSite) => object;
  Component: (props: ContainerProps) => ReactNode;
}

/** The one dispatcher: renders any node of a page with its kind's resolver and component (src/kinds/kinds.ts). */
export function nodeRenderer(site: PageSite): RenderNode {
  const render = (node: LocalNode): ReactNode => {
    // TypeScript cannot tie kinds[node.type] to the matching node variant; the
    // map's mapped type and each kind's `Kind<T, P>` guarantee it, so this is the single cast.
    const kind = kinds[node.type] as NodeKind | undefined;
    if (!kind) throw new Error(`No component is registered for node type '${String(node.type)}'.`);
    return (
      <kind.Component key={'id' in node ? node.id : node.type} {...kind.resolve(node, site)} renderNode={render} />
    );
  };
  return render;
}
