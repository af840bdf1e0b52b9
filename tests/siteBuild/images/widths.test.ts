import { describe, expect, it } from 'vitest';
import { maxVariantWidth, variantWidths } from '../../../src/siteBuild/images/widths';

describe('variantWidths', () => {
  it('stops at twice the display width of a large photo', () => {
    expect(variantWidths(4000, 400)).toEqual([320, 640, 800]);
    expect(variantWidths(4000, 1200)).toEqual([320, 640, 960, 1280, 1920, 2400]);
  });

  it('never upscales a source smaller than twice its display width', () => {
    expect(variantWidths(700, 400)).toEqual([320, 700]);
    expect(variantWidths(200, 400)).toEqual([200]);
  });

  it('drops a candidate within 10% of the cap rather than encode a near-duplicate', () => {
    expect(variantWidths(4000, 650)).toEqual([320, 640, 960, 1300]);
    expect(variantWidths(1300, 1000)).toEqual([320, 640, 960, 1300]);
    expect(variantWidths(1340, 1000)).toEqual([320, 640, 960, 1340]);
  });

  it('keeps every width within the source and twice the display width, ascending and distinct', () => {
    for (const source of [1, 50, 320, 641, 1999, 4000, 8000]) {
      for (const display of [1, 100, 320, 400, 960, 3000]) {
        const widths = variantWidths(source, display);
        expect(widths.at(-1)).toBe(maxVariantWidth(source, display));
        expect(widths.every((width) => width >= 1 && width <= source && width <= 2 * display)).toBe(true);
        expect([...widths].sort((a, b) => a - b)).toEqual(widths);
        expect(new Set(widths).size).toBe(widths.length);
      }
    }
  });
});
