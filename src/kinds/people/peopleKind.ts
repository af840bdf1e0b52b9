import type { Kind } from '../Kind';
import { People, type PeopleProps } from './People';

export const peopleKind: Kind<'people', PeopleProps> = {
  resolve: (node) => ({ node }),
  Component: People,
};
