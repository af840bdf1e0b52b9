import { SaxesParser } from 'saxes';

/**
 * How deep an SVG's elements may nest and how many it may have. Cleaning
 * (jsdom, then DOMPurify's walk) grows faster than the element count with
 * depth: 5,000 nested <g> (35 KB) took over half a minute. At these limits
 * the worst file cleans in about a second; drawings from Illustrator or
 * Inkscape nest 10 to 20 deep and the site's own have under 100 elements.
 */
export const svgLimits = { maxDepth: 50, maxElements: 10_000 };

export type SvgShapeProblem = { code: 'too-deep'; limit: number } | { code: 'too-many-elements'; limit: number };

class LimitPassed {
  constructor(readonly problem: SvgShapeProblem) {}
}

/**
 * The first limit an SVG passes, or null: read with saxes, the XML tokenizer
 * jsdom parses with, so it sees the same elements the cleaning would, but
 * builds nothing and stops at the first element past a limit (milliseconds
 * for any file). Mistakes in the XML are left to the parser that reads the
 * file for cleaning: the scan reads on past them, so that an early mistake
 * cannot hide what follows it.
 */
export function svgShapeProblem(text: string, limits = svgLimits): SvgShapeProblem | null {
  const parser = new SaxesParser();
  let depth = 0;
  let elements = 0;
  parser.on('error', () => {});
  parser.on('opentag', () => {
    depth += 1;
    elements += 1;
    if (depth > limits.maxDepth) throw new LimitPassed({ code: 'too-deep', limit: limits.maxDepth });
    if (elements > limits.maxElements) throw new LimitPassed({ code: 'too-many-elements', limit: limits.maxElements });
  });
  // saxes closes a self-closing tag too, so depth is always the open elements' count.
  parser.on('closetag', () => {
    depth -= 1;
  });
  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof LimitPassed) return error.problem;
    throw error;
  }
  return null;
}
