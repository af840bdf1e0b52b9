// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavPanel } from '../../../src/editor/navigation/NavPanel';
import { navTree } from '../../../src/editor/navigation/navTree';
import { searchManifest } from './searchManifest';

afterEach(cleanup);

describe('NavPanel with the search of every text', () => {
  const groups = navTree(searchManifest());
  const panel = (searching: boolean) => (
    <NavPanel
      groups={groups}
      selected="/menu"
      onSelect={vi.fn()}
      onAdd={vi.fn()}
      search={<p>찾기 자리</p>}
      searching={searching}
    />
  );

  it('shows the search above the tree, and only the search while its results are shown', () => {
    const view = render(panel(false));
    expect(screen.getByText('찾기 자리')).toBeTruthy();
    expect(screen.getByRole('button', { name: '회사 정보' })).toBeTruthy();
    view.rerender(panel(true));
    expect(screen.getByText('찾기 자리')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '회사 정보' })).toBeNull();
  });
});
