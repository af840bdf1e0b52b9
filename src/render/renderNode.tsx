import type { ComponentType, ReactNode } from 'react';
import { registry } from './registry';
import type { NodeProps, SiteNode } from './nodes';

/** The one dispatcher: renders any manifest node with the component registered for its type. */
export function renderNode(node: SiteNode): ReactNode {
  // TypeScript cannot tie registry[node.type] to the matching node variant; the
  // registry's mapped type guarantees it, so this is the single cast.
  const Component = registry[node.type] as ComponentType<NodeProps<SiteNode>> | undefined;
  if (!Component) throw new Error(`No component is registered for node type '${String(node.type)}'.`);
  return <Component key={'id' in node ? node.id : node.type} node={node} renderNode={renderNode} />;
}
