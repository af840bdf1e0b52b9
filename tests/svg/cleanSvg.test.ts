import { describe, expect, it } from 'vitest';
import { cleanSvg, type SvgCleaning } from '../../src/svg/cleanSvg';
import { describeSvgProblem } from '../../src/svg/svgProblem';
import { svgLimits } from '../../src/svg/svgShape';
import { activeParts, manyRects, nestedGroups, notXml, payloadRemovals, payloads, type PayloadName } from './payloads';

function cleaned(text: string): Extract<SvgCleaning, { ok: true }> {
  const result = cleanSvg(text);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.problem)}`);
  return result;
}

describe('cleanSvg', () => {
  it.each(Object.keys(payloads) as PayloadName[])(
    'takes everything active out of the %s payload, keeps the drawing, and says what it took',
    (name) => {
      const { svg, removed } = cleaned(payloads[name]);
      expect(activeParts(svg)).toEqual([]);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 100 100"/);
      expect(svg).toContain('<rect id="box" width="100" height="100" fill="#1a6"/>');
      expect(removed.sort()).toEqual(payloadRemovals[name].sort());
    },
  );

  it('keeps what only points inside the file: <use href="#…">, url(#…) and an inlined PNG', () => {
    expect(cleaned(payloads.externalUse).svg).toContain('<use href="#box" x="10"/>');
    const css = cleaned(payloads.externalCss).svg;
    expect(css).toContain('stroke: url(#box)');
    expect(css).toContain('fill: none');
    expect(cleaned(payloads.dataImages).svg).toContain(
      '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
    );
  });

  it('keeps a link to a web page, which runs nothing and loads nothing until clicked', () => {
    const { svg, removed } = cleaned(payloads.javascriptLinks.replace('javascript:alert(1)', 'https://example.com/'));
    expect(svg).toContain('<a href="https://example.com/">');
    expect(removed).toEqual(['xlink:href 속성 1개']);
  });

  it('writes an entity from the DOCTYPE as the text it was parsed as, never as markup', () => {
    expect(cleaned(payloads.entityScript).svg).toContain('<text>&lt;script&gt;alert(1)&lt;/script&gt;</text>');
  });

  it('keeps a CDATA style sheet as text, so an exported drawing keeps its colours', () => {
    const { svg, removed } = cleaned(
      '<svg xmlns="http://www.w3.org/2000/svg"><style><![CDATA[ .a { fill: #f00 } ]]></style><rect class="a" width="1" height="1"/></svg>',
    );
    expect(svg).toContain('<style> .a { fill: #f00 } </style>');
    expect(removed).toEqual([]);
  });

  it('takes out what drawing programs keep for themselves without a word, and keeps titles and roles', () => {
    const inkscape =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" inkscape:version="1.3" role="img" aria-label="로고"><!-- made by hand --><title>로고</title><sodipodi:namedview pagecolor="#fff"/><g inkscape:label="Layer 1" inkscape:groupmode="layer"><clipPath id="c"><rect width="2" height="2"/></clipPath><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><rect clip-path="url(#c)" fill="url(#g)" width="4" height="4"/></g></svg>';
    const { svg, removed } = cleaned(inkscape);
    expect(removed).toEqual([]);
    expect(svg).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="로고"><title>로고</title><g><clipPath id="c"><rect width="2" height="2"/></clipPath><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><rect clip-path="url(#c)" fill="url(#g)" width="4" height="4"/></g></svg>',
    );
  });

  it('refuses what is not XML, with the line and column', () => {
    const result = cleanSvg(notXml);
    expect(result).toMatchObject({ ok: false, problem: { code: 'not-xml', line: 1 } });
    if (result.ok) return;
    expect(describeSvgProblem('logo.svg', result.problem).message).toMatch(
      /^logo\.svg을\(를\) SVG로 읽을 수 없습니다\. 1번째 줄 \d+번째 칸에서 XML 문법이 맞지 않습니다/,
    );
  });

  it('refuses XML whose outermost element is not an SVG in its namespace', () => {
    for (const [text, root] of [
      ['<html><script>alert(1)</script></html>', 'html'],
      ['<svg><rect/></svg>', 'svg'],
    ] as const) {
      const result = cleanSvg(text);
      expect(result).toEqual({ ok: false, problem: { code: 'not-svg', root } });
      if (!result.ok)
        expect(describeSvgProblem('a.svg', result.problem).message).toContain(`맨 바깥 요소가 <${root}>입니다`);
    }
  });

  it('refuses an SVG nested too deep or with too many elements before building anything, with what to do', () => {
    // Half a minute of cleaning before the limits; refused now by a scan that builds nothing.
    const deep = cleanSvg(nestedGroups(5000));
    expect(deep).toEqual({ ok: false, problem: { code: 'too-deep', limit: svgLimits.maxDepth } });
    if (!deep.ok) {
      expect(describeSvgProblem('bomb.svg', deep.problem).message).toBe(
        `bomb.svg은(는) 요소가 ${svgLimits.maxDepth}단계보다 깊이 겹쳐 있어 받지 않습니다. 이렇게 깊은 그림은 정리하는 데 몇 분이 걸려 그동안 다른 일을 할 수 없습니다.`,
      );
      expect(describeSvgProblem('bomb.svg', deep.problem).hint).toContain('그룹을 풀거나');
    }
    const many = cleanSvg(manyRects(svgLimits.maxElements));
    expect(many).toEqual({ ok: false, problem: { code: 'too-many-elements', limit: svgLimits.maxElements } });
    if (!many.ok)
      expect(describeSvgProblem('map.svg', many.problem).message).toContain(
        'map.svg은(는) 요소가 10,000개보다 많아 받지 않습니다.',
      );
  });

  it('cleans an SVG at the limits', () => {
    expect(cleanSvg(nestedGroups(svgLimits.maxDepth - 2)).ok).toBe(true);
  });
});
