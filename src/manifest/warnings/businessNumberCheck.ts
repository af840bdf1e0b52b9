import type { UnplacedProblem } from '../ManifestProblem';
import type { SiteManifest } from '../site.gen';

// The National Tax Service's weights for the first nine digits of a business registration number.
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5];

/** The check digit (the tenth) of a Korean business registration number's first nine digits. */
export function businessNumberCheckDigit(nineDigits: readonly number[]): number {
  const weighted = nineDigits.reduce((sum, digit, index) => sum + digit * WEIGHTS[index]!, 0);
  // The ninth digit counts once more, as the tens of its product with 5.
  const total = weighted + Math.floor((nineDigits[8]! * 5) / 10);
  return (10 - (total % 10)) % 10;
}

/**
 * A business number (000-00-00000, as the schema has checked) whose check digit
 * is wrong: a typing slip that would print a number no registry knows. A
 * warning, not a refusal, while the lab's own number fails it (reported to the
 * lead of issue 31); the number is the firm's to correct.
 */
export function businessNumberWarnings({ company }: SiteManifest): UnplacedProblem[] {
  const value = company.businessNumber;
  if (value === undefined) return [];
  const digits = [...value.replace(/-/g, '')].map(Number);
  const expected = businessNumberCheckDigit(digits.slice(0, 9));
  if (digits[9] === expected) return [];
  return [
    {
      code: 'business-number-check-digit',
      pointer: '/company/businessNumber',
      params: { value, expected: String(expected) },
    },
  ];
}
