// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { swapDocument } from '../../../src/editor/client/preview/swapDocument';

describe('swapDocument', () => {
  it('replaces the body, the title and the style elements, and keeps the linked stylesheets', () => {
    const target = document.implementation.createHTMLDocument('옛 제목');
    target.head.innerHTML = '<link rel="stylesheet" href="/assets/site.css"><style>.a{color:red}</style>';
    target.body.innerHTML = '<p>옛 내용</p>';
    swapDocument(
      target,
      '<!doctype html><html><head><title>새 제목</title><link rel="stylesheet" href="/assets/site.css"><style>.b{color:blue}</style></head><body><h1 id="greeting">인사말</h1></body></html>',
    );
    expect(target.title).toBe('새 제목');
    expect(target.body.innerHTML).toBe('<h1 id="greeting">인사말</h1>');
    expect(Array.from(target.head.querySelectorAll('style'), (style) => style.textContent)).toEqual(['.b{color:blue}']);
    expect(target.head.querySelectorAll('link')).toHaveLength(1);
  });
});
