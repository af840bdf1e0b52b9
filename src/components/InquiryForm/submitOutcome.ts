import type { InquiryFieldErrors } from '../../inquiry/inquiryErrors';

/** What became of one submit: only `stored` means the lab has the inquiry. */
export type SubmitOutcome =
  | { kind: 'stored'; id?: number }
  | { kind: 'mailtoOpened' }
  | { kind: 'consoleOnly' }
  | { kind: 'invalid'; errors: InquiryFieldErrors }
  | { kind: 'tooMany'; seconds: number }
  | { kind: 'offline' }
  | { kind: 'failed'; message?: string };

export type SuccessOutcome = Extract<SubmitOutcome, { kind: 'stored' | 'mailtoOpened' | 'consoleOnly' }>;
export type FailureOutcome = Exclude<SubmitOutcome, SuccessOutcome>;

export const isSuccess = (outcome: SubmitOutcome): outcome is SuccessOutcome =>
  outcome.kind === 'stored' || outcome.kind === 'mailtoOpened' || outcome.kind === 'consoleOnly';
