import { describe, expect, it } from 'vitest';
import { telHref } from '../../../src/components/CompanyDetails/telHref';

describe('a tel: link', () => {
  it.each([
    ['02-123-4567', 'tel:021234567'],
    ['1588-1234', 'tel:15881234'],
    ['+82 2-1234-5678', 'tel:+82212345678'],
    ['+1 (415) 555-0100', 'tel:+14155550100'],
    ['010 1234 5678', 'tel:01012345678'],
    [' 042.936.1200 ', 'tel:0429361200'],
  ])('dials %s as %s: its digits and a leading +', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
