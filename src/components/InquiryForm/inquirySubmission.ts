import type { InquiryFieldErrors } from '../../inquiry/inquiryErrors';
import type { FailureOutcome, SubmitOutcome, SuccessOutcome } from './submitOutcome';

export type FailureReason = FailureOutcome['kind'];

export type SubmissionState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'succeeded'; outcome: SuccessOutcome }
  | { phase: 'failed'; reason: FailureReason; errors: InquiryFieldErrors; retryAfterSeconds?: number };

export type SubmissionEvent =
  | { type: 'submit' }
  | { type: 'settle'; outcome: SubmitOutcome }
  | { type: 'edit'; field: string }
  | { type: 'restart' };

export const idle: SubmissionState = { phase: 'idle' };

/** Whether the last send did not get through (no answer, a refusal, too many); a field mistake is not one. */
export const sendFailed = (state: SubmissionState): boolean => state.phase === 'failed' && state.reason !== 'invalid';

function settled(outcome: SubmitOutcome): SubmissionState {
  switch (outcome.kind) {
    case 'stored':
    case 'mailtoOpened':
    case 'consoleOnly':
      return { phase: 'succeeded', outcome };
    case 'invalid':
      return { phase: 'failed', reason: 'invalid', errors: outcome.errors };
    case 'tooMany':
      return { phase: 'failed', reason: 'tooMany', errors: {}, retryAfterSeconds: outcome.seconds };
    case 'offline':
      return { phase: 'failed', reason: 'offline', errors: {} };
    case 'failed':
      return { phase: 'failed', reason: 'failed', errors: outcome.message ? { form: outcome.message } : {} };
  }
}

/**
 * One submit of the inquiry form: idle → sending → succeeded or failed, and
 * from succeeded back to idle for a new inquiry. An event that changes nothing
 * returns the same state object, which is how the form knows a second submit
 * while sending was ignored.
 */
export function inquirySubmission(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'submit':
      return state.phase === 'sending' ? state : { phase: 'sending' };
    case 'settle':
      // An answer arrives only for the submit in flight; anything else is stale.
      return state.phase === 'sending' ? settled(event.outcome) : state;
    case 'edit': {
      // Typing again after a success starts a new inquiry, so the confirmation goes.
      if (state.phase === 'succeeded') return idle;
      if (state.phase !== 'failed' || state.errors[event.field] === undefined) return state;
      const errors = { ...state.errors };
      delete errors[event.field];
      return { ...state, errors };
    }
    case 'restart':
      // Asked for from the confirmation; a form being filled in stays as it is.
      return state.phase === 'succeeded' ? idle : state;
  }
}
