import { describe, expect, it } from 'vitest';
import { svgLimits, svgShapeProblem } from '../../src/svg/svgShape';
import { manyRects, nestedGroups } from './payloads';

// The <svg> is the first level and the first element: the rectangle in `depth` groups is at depth + 2.
describe('svgShapeProblem', () => {
  it('lets an SVG up to the limits through, counting self-closed elements as every other', () => {
    expect(svgShapeProblem(nestedGroups(svgLimits.maxDepth - 2))).toBeNull();
    expect(svgShapeProblem(manyRects(svgLimits.maxElements - 1))).toBeNull();
  });

  it('names the first limit passed: one level too deep, one element too many', () => {
    expect(svgShapeProblem(nestedGroups(svgLimits.maxDepth - 1))).toEqual({
      code: 'too-deep',
      limit: svgLimits.maxDepth,
    });
    expect(svgShapeProblem(manyRects(svgLimits.maxElements))).toEqual({
      code: 'too-many-elements',
      limit: svgLimits.maxElements,
    });
    expect(svgShapeProblem(nestedGroups(5000))).toEqual({ code: 'too-deep', limit: svgLimits.maxDepth });
  });

  it('counts depth as open elements: many closed siblings are not deep', () => {
    const siblings = `<svg xmlns="http://www.w3.org/2000/svg">${'<g><g><rect/></g></g>'.repeat(1000)}</svg>`;
    expect(svgShapeProblem(siblings)).toBeNull();
    expect(svgShapeProblem(siblings, { maxDepth: 3, maxElements: 10_000 })).toEqual({ code: 'too-deep', limit: 3 });
  });

  it('reads on past mistakes in the XML, so an early one cannot hide the depth after it', () => {
    const hidden = `<svg xmlns="http://www.w3.org/2000/svg"><text>&undefined; <</text>${'<g>'.repeat(100)}</svg>`;
    expect(svgShapeProblem(hidden)).toEqual({ code: 'too-deep', limit: svgLimits.maxDepth });
  });

  it('sees no elements in comments, CDATA, attribute values or entities from the DOCTYPE, as the XML parser does not', () => {
    const text = `<!DOCTYPE svg [<!ENTITY deep "${'&lt;g&gt;'.repeat(100)}">]><svg xmlns="http://www.w3.org/2000/svg"><!-- ${'<g>'.repeat(100)} --><style><![CDATA[${'<g>'.repeat(100)}]]></style><text data-x="${'&lt;g>'.repeat(100)}">&deep;</text></svg>`;
    expect(svgShapeProblem(text, { maxDepth: 3, maxElements: 4 })).toBeNull();
  });
});
