import type { FullPageScroller as FullPageScrollerNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { Localized } from '../../render/localize';
import type { ContainerProps } from '../../render/nodes';
import { FullPageScreens, type FullPageScreensProps } from './FullPageScreens';

export type { ScreenSection } from './FullPageScreens';

const FullPageScreensIsland = defineIsland('fullPageScroller', FullPageScreens);

export interface FullPageScrollerProps extends Pick<FullPageScreensProps, 'behaviour' | 'labels'> {
  node: Localized<FullPageScrollerNode>;
}

/** The home page: its sections one screen at a time (see FullPageScreens). */
export function FullPageScroller({ node, behaviour, labels, renderNode }: FullPageScrollerProps & ContainerProps) {
  return (
    <FullPageScreensIsland
      sections={node.sections.map(({ id, label }) => ({ id, label }))}
      behaviour={behaviour}
      labels={labels}
      slots={node.sections.map(renderNode)}
    />
  );
}
