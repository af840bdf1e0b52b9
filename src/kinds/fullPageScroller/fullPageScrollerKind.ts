import { plainText } from '../../manifest/language/localText';
import type { Kind } from '../Kind';
import { FullPageScroller, type FullPageScrollerProps } from './FullPageScroller';

export const fullPageScrollerKind: Kind<'fullPageScroller', FullPageScrollerProps> = {
  resolve: (node, { manifest: { behaviour, labels } }) => ({
    node,
    behaviour,
    labels: { sectionNavigation: plainText(labels.sectionNavigation), nextSection: plainText(labels.nextSection) },
  }),
  Component: FullPageScroller,
};
