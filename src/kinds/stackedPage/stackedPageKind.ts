import type { Kind } from '../Kind';
import { StackedPage, type StackedPageProps } from './StackedPage';

export const stackedPageKind: Kind<'stackedPage', StackedPageProps> = {
  resolve: (node) => ({ node }),
  Component: StackedPage,
};
