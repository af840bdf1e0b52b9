import { useTheme } from 'styled-components';
import type { StackedPage as StackedPageNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useScrollToHash } from '../../hooks/useScrollToHash';
import { Banner } from '../Banner/Banner';
import { Sections } from './StackedPage.styles';

/** A banner, then the page's sections one below the other; the URL hash scrolls to one of them. */
export function StackedPage({ node, renderNode }: NodeProps<StackedPageNode>) {
  const theme = useTheme();
  useScrollToHash({ fallbackOffsetPx: Number.parseFloat(theme.headerHeight) });
  return (
    <>
      <Banner banner={node.banner} />
      <Sections>{node.sections.map(renderNode)}</Sections>
    </>
  );
}
