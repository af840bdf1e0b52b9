import type { Kind } from '../Kind';
import { CallToAction, type CallToActionProps } from './CallToAction';

export const callToActionKind: Kind<'callToAction', CallToActionProps> = {
  resolve: (node, site) => ({ node, buttonHrefs: node.buttons.map((button) => site.href(button.href)) }),
  Component: CallToAction,
};
