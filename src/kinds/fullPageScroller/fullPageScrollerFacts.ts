import type { KindFactsOf } from '../KindFacts';

// Its timings are the site's `behaviour`; its dots and arrow are named by labels.
export const fullPageScrollerFacts = {
  needs: ['behaviour'],
  labels: ['sectionNavigation', 'nextSection'],
} as const satisfies KindFactsOf<'fullPageScroller'>;
