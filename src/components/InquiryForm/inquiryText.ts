import type { InquiryStatusText } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
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
export function successText(status: Localized<InquiryStatusText>, outcome: SuccessOutcome): string {
  switch (outcome.kind) {
    case 'stored':
      return outcome.id === undefined
        ? fillText(plainText(status.sent).replace(/\s*\([^()]*\{id\}[^()]*\)/, ''), { id: '' })
        : fillText(plainText(status.sent), { id: outcome.id });
    case 'mailtoOpened':
      return plainText(status.mailtoOpened);
    case 'consoleOnly':
      return plainText(status.consoleOnly);
  }
}

/** The reason of a failure; for invalid input only when some field is marked (a form-wide message stands alone). */
export function failureText(
  status: Localized<InquiryStatusText>,
  state: Extract<SubmissionState, { phase: 'failed' }>,
): string | undefined {
  switch (state.reason) {
    case 'invalid':
      return Object.keys(state.errors).some((key) => key !== 'form') ? plainText(status.invalid) : undefined;
    case 'tooMany':
      return fillText(plainText(status.tooMany), { seconds: state.retryAfterSeconds ?? '' });
    case 'offline':
      return plainText(status.offline);
    case 'failed':
      return plainText(status.failed);
  }
}
