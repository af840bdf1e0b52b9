import type { InquiryStatusText } from '../../manifest/site.gen';
import type { SubmissionState } from './inquirySubmission';
import type { SuccessOutcome } from './submitOutcome';

/** The template split at its `{name}` placeholders, each replaced by its value (unknown names stay as written). */
export function fillTemplate<T>(template: string, values: Readonly<Record<string, T>>): (string | T)[] {
  return template.split(/\{(\w+)\}/).map((part, index) => {
    if (index % 2 === 0) return part;
    return Object.hasOwn(values, part) ? (values[part] as T) : `{${part}}`;
  });
}

export const fillText = (template: string, values: Readonly<Record<string, string | number>>): string =>
  fillTemplate(template, values).join('');

/**
 * The confirmation for a success. An endpoint may store an inquiry without
 * naming its number; the bracketed part holding {id} then goes, so the text
 * does not promise a number it cannot show.
 */
export function successText(status: InquiryStatusText, outcome: SuccessOutcome): string {
  switch (outcome.kind) {
    case 'stored':
      return outcome.id === undefined
        ? fillText(status.sent.replace(/\s*\([^()]*\{id\}[^()]*\)/, ''), { id: '' })
        : fillText(status.sent, { id: outcome.id });
    case 'mailtoOpened':
      return status.mailtoOpened;
    case 'consoleOnly':
      return status.consoleOnly;
  }
}

/** The reason of a failure; for invalid input only when some field is marked (a form-wide message stands alone). */
export function failureText(status: InquiryStatusText, state: Extract<SubmissionState, { phase: 'failed' }>): string | undefined {
  switch (state.reason) {
    case 'invalid':
      return Object.keys(state.errors).some((key) => key !== 'form') ? status.invalid : undefined;
    case 'tooMany':
      return fillText(status.tooMany, { seconds: state.retryAfterSeconds ?? '' });
    case 'offline':
      return status.offline;
    case 'failed':
      return status.failed;
  }
}
