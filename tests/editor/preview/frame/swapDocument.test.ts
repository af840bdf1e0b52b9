// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { swapDocument } from '../../../../src/editor/preview/frame/swapDocument';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('swapDocument', () => {
  it("replaces the body, the title, the page's style elements and settings; keeps linked stylesheets, styled-components' and the frame's own styles", () => {
    const target = document.implementation.createHTMLDocument('옛 제목');
    target.head.innerHTML =
      '<link rel="stylesheet" href="/assets/site.css"><style>.a{color:red}</style><style data-styled="active">.c{}</style><style data-preview-frame>.d{}</style>' +
      '<script type="application/json" id="_preview">{"editors":[],"version":1}</script>';
    target.body.innerHTML = '<p>옛 내용</p>';
    swapDocument(
      target,
      parse(
        '<!doctype html><html lang="en"><head><title>새 제목</title><link rel="stylesheet" href="/assets/site.css"><style>.b{color:blue}</style>' +
          '<script type="application/json" id="_preview">{"editors":[],"version":2}</script></head>' +
          '<body><h1 id="greeting">인사말</h1><script type="application/json">{"a":1}</script><script>start()</script></body></html>',
      ),
    );
    expect(target.title).toBe('새 제목');
    expect(target.documentElement.lang).toBe('en');
    expect(target.body.innerHTML).toBe('<h1 id="greeting">인사말</h1><script type="application/json">{"a":1}</script>');
    expect(Array.from(target.head.querySelectorAll('style'), (style) => style.textContent)).toEqual([
      '.c{}',
      '.d{}',
      '.b{color:blue}',
    ]);
    expect(target.head.querySelectorAll('link')).toHaveLength(1);
    expect(target.getElementById('_preview')?.textContent).toContain('"version":2');
  });
});
