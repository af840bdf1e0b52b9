import type { Kind } from '../Kind';
import { Faq, type FaqProps } from './Faq';
import { faqPageData } from './faqPageData';

export const faqKind: Kind<'faq', FaqProps> = {
  resolve: (node) => ({ node, structuredData: faqPageData(node) }),
  Component: Faq,
};
