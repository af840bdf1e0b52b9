// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavPanel } from '../../../src/editor/navigation/NavPanel';
import { navTree } from '../../../src/editor/navigation/navTree';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

// jsdom has no scrollIntoView; the test that gives it one takes it away again.
const jsdomScrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  cleanup();
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
});

describe('NavPanel', () => {
  it('brings the chosen item into view, also where scrollIntoView answers a promise (Chromium)', () => {
    const scrolled = vi.fn(() => Promise.resolve());
    Element.prototype.scrollIntoView = scrolled as unknown as Element['scrollIntoView'];
    const groups = navTree(richManifest());
    const view = render(<NavPanel groups={groups} selected="/menu" onSelect={vi.fn()} onAdd={vi.fn()} />);
    view.rerender(<NavPanel groups={groups} selected="/theme" onSelect={vi.fn()} onAdd={vi.fn()} />);
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(scrolled.mock.contexts.at(-1)).toBe(screen.getByRole('button', { name: '테마' }));
    expect(() => view.unmount()).not.toThrow();
  });

  it('tells the chosen item with aria-current and offers adding where staff add entries', () => {
    const onSelect = vi.fn();
    const onAdd = vi.fn();
    render(<NavPanel groups={navTree(richManifest())} selected="/theme" onSelect={onSelect} onAdd={onAdd} />);
    expect(screen.getByRole('button', { name: '테마' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '회사 정보' }));
    expect(onSelect).toHaveBeenCalledWith('/company');
    fireEvent.click(screen.getByRole('button', { name: '사례 추가' }));
    expect(onAdd).toHaveBeenCalledWith('cases');
  });
});
