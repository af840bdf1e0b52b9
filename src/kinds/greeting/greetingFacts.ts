import type { KindFactsOf } from '../KindFacts';

export const greetingFacts: KindFactsOf<'greeting'> = {};
