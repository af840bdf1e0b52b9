import type { FullPageScroller as FullPageScrollerNode } from '../../manifest/site.gen';
import { defineIsland } from '../../islands/defineIsland';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { FullPageScreens } from './FullPageScreens';

export type { ScreenSection } from './FullPageScreens';

const FullPageScreensIsland = defineIsland('fullPageScroller', FullPageScreens);

/** The home page: its sections one screen at a time (see FullPageScreens). */
export function FullPageScroller({ node, renderNode }: NodeProps<FullPageScrollerNode>) {
  const { behaviour, labels } = useSite();
  return (
    <FullPageScreensIsland
      sections={node.sections.map(({ id, label }) => ({ id, label }))}
      behaviour={{ scrollSpeedMs: behaviour.scrollSpeedMs, wheelLockMs: behaviour.wheelLockMs, swipeThresholdPx: behaviour.swipeThresholdPx }}
      labels={{ sectionNavigation: labels.sectionNavigation, nextSection: labels.nextSection }}
      slots={node.sections.map(renderNode)}
    />
  );
}
