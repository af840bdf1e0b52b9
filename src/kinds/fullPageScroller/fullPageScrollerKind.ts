import { plainText } from '../../manifest/language/localText';
import type { Kind } from '../Kind';
import { needed, neededLabels } from '../needed';
import { fullPageScrollerFacts } from './fullPageScrollerFacts';
import { FullPageScroller, type FullPageScrollerProps } from './FullPageScroller';

export const fullPageScrollerKind: Kind<'fullPageScroller', FullPageScrollerProps> = {
  resolve: (node, { manifest: { behaviour, labels } }) => {
    const { sectionNavigation, nextSection } = neededLabels(labels, fullPageScrollerFacts.labels);
    return {
      node,
      behaviour: needed(behaviour, 'behaviour'),
      labels: { sectionNavigation: plainText(sectionNavigation), nextSection: plainText(nextSection) },
    };
  },
  Component: FullPageScroller,
};
