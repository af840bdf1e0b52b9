import { describe, expect, it } from 'vitest';
import { excerpt } from '../../../src/editor/search/excerpt';

const shown = (parts: ReturnType<typeof excerpt>) =>
  parts.map((part) => (part.marked ? `[${part.text}]` : part.text)).join('');

describe('excerpt', () => {
  it('shows a short text whole, each match marked', () => {
    expect(
      shown(
        excerpt('전화 042-000-0000, 팩스 042-000-0000', [
          { start: 3, end: 15 },
          { start: 20, end: 32 },
        ]),
      ),
    ).toBe('전화 [042-000-0000], 팩스 [042-000-0000]');
  });

  it('shows the words around the match of a long paragraph, and says text was left out', () => {
    const text = `${'가'.repeat(50)}찾는 글${'나'.repeat(50)}`;
    expect(shown(excerpt(text, [{ start: 50, end: 54 }], 5))).toBe(`…${'가'.repeat(5)}[찾는 글]${'나'.repeat(5)}…`);
  });
});
