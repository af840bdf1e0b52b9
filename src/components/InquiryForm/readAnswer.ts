import type { InquiryFieldErrors } from '../../inquiry/inquiryErrors';
import type { SubmitOutcome } from './submitOutcome';

// The server always sends Retry-After with a 429; a proxy that drops it leaves a minute as the guess.
const fallbackRetrySeconds = 60;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The `errors` of an answer body, keeping only the form's keys with text; undefined when there is none. */
function fieldErrorsOf(body: unknown, errorKeys: readonly string[]): InquiryFieldErrors | undefined {
  if (!isRecord(body) || !isRecord(body.errors)) return undefined;
  const entries = Object.entries(body.errors).filter(
    ([key, value]) => errorKeys.includes(key) && typeof value === 'string',
  );
  return entries.length > 0 ? (Object.fromEntries(entries) as InquiryFieldErrors) : undefined;
}

/** Retry-After is either delay-seconds or an HTTP date (RFC 9110, 10.2.3). */
export function retryAfterSeconds(header: string | null, now: number): number {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const date = Date.parse(value);
  return Number.isNaN(date) ? fallbackRetrySeconds : Math.max(1, Math.ceil((date - now) / 1000));
}

/**
 * Which answers mean stored: this site's own server answers a stored inquiry
 * with 201, so from it any other success (a proxy's or a
 * static host's page) is not taken for one; another endpoint may answer any 2xx.
 */
export type StoredAnswer = 'created' | 'success';

const isStored = (response: Response, expected: StoredAnswer): boolean =>
  expected === 'created' ? response.status === 201 : response.ok;

/** The outcome a server's answer to POST /api/inquiries (or a compatible endpoint) stands for. */
export async function readAnswer(
  response: Response,
  expected: StoredAnswer,
  fieldKeys: readonly string[],
): Promise<SubmitOutcome> {
  const body = await readJson(response);
  if (isStored(response, expected)) {
    const id = isRecord(body) && typeof body.id === 'number' ? body.id : undefined;
    return id === undefined ? { kind: 'stored' } : { kind: 'stored', id };
  }
  const errors = fieldErrorsOf(body, [...fieldKeys, 'consent', 'form']);
  if (response.status === 429)
    return { kind: 'tooMany', seconds: retryAfterSeconds(response.headers.get('Retry-After'), Date.now()) };
  if (response.status === 400 && errors) return { kind: 'invalid', errors };
  return errors?.form ? { kind: 'failed', message: errors.form } : { kind: 'failed' };
}
