import type { KindLabel } from './KindFacts';

/** What an instrument panel and the invitation under it are headed and worded with (SubItemContent). */
export const SUB_ITEM_LABELS = [
  'equipmentHeading',
  'applicationsHeading',
  'examplesHeading',
  'comingSoon',
  'contactInvite',
  'contactInviteLink',
] as const satisfies readonly KindLabel[];
