import type { KindFactsOf } from '../KindFacts';

export const locationFacts = {
  shows: ['map'],
  needs: ['map'],
  labels: ['mapFallback', 'openKakaoMap', 'openNaverMap'],
  companyFields: ['addresses', 'phone', 'email', 'hours'],
} as const satisfies KindFactsOf<'location'>;
