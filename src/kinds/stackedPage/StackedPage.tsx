import { useTheme } from 'styled-components';
import type { StackedPage as StackedPageNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { Localized } from '../../render/localize';
import type { ContainerProps } from '../../render/nodes';
import { Banner } from '../../components/Banner/Banner';
import { HashScroll } from './HashScroll';
import { Sections } from './StackedPage.styles';

const HashScrollIsland = defineIsland('hashScroll', HashScroll);

export interface StackedPageProps {
  node: Localized<StackedPageNode>;
}

/** A banner (or a hero among the sections instead), then the page's sections one below the other; the URL hash scrolls to one of them. */
export function StackedPage({ node, renderNode }: StackedPageProps & ContainerProps) {
  const theme = useTheme();
  return (
    <>
      <HashScrollIsland fallbackOffsetPx={Number.parseFloat(theme.headerHeight)} />
      {node.banner && <Banner banner={node.banner} />}
      <Sections>{node.sections.map(renderNode)}</Sections>
    </>
  );
}
