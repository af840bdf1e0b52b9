import type { Kind } from '../Kind';
import { Table, type TableProps } from './Table';

export const tableKind: Kind<'table', TableProps> = {
  resolve: (node) => ({ node }),
  Component: Table,
};
