import type { StackedPage as StackedPageNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { Banner } from '../Banner/Banner';

/** A banner, then the page's sections one below the other. */
export function StackedPage({ node, renderNode }: NodeProps<StackedPageNode>) {
  return (
    <>
      <Banner banner={node.banner} />
      {node.sections.map(renderNode)}
    </>
  );
}
