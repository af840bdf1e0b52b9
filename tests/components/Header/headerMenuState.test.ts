import { describe, expect, it } from 'vitest';
import {
  headerMenuReducer,
  initialHeaderMenuState,
  type HeaderMenuEvent,
  type HeaderMenuState,
} from '../../../src/components/Header/headerMenuState';

const run = (...events: HeaderMenuEvent['type'][]): HeaderMenuState =>
  events.reduce((state, type) => headerMenuReducer(state, { type } as HeaderMenuEvent), initialHeaderMenuState);

describe('headerMenuReducer', () => {
  it('starts collapsed with the phone menu closed', () => {
    expect(initialHeaderMenuState).toMatchObject({ expanded: false, mobileOpen: false });
  });

  it('expands while the pointer is over the header and collapses when it leaves', () => {
    expect(run('pointerEnter').expanded).toBe(true);
    expect(run('pointerEnter', 'pointerLeave').expanded).toBe(false);
  });

  it('collapses when the pointer leaves even though a link inside still has focus', () => {
    expect(run('focusIn', 'pointerEnter', 'pointerLeave').expanded).toBe(false);
  });

  it('expands when focus comes in and collapses when it leaves', () => {
    expect(run('focusIn').expanded).toBe(true);
    expect(run('focusIn', 'focusOut').expanded).toBe(false);
  });

  it('stays expanded when focus leaves while the pointer is still over it', () => {
    expect(run('pointerEnter', 'focusIn', 'focusOut').expanded).toBe(true);
  });

  it('collapses on Escape, and expands again on the next focus move inside', () => {
    expect(run('focusIn', 'escape').expanded).toBe(false);
    expect(run('pointerEnter', 'escape').expanded).toBe(false);
    expect(run('focusIn', 'escape', 'focusIn').expanded).toBe(true);
  });

  it('closes the phone menu on Escape', () => {
    expect(run('toggleMobile', 'escape')).toMatchObject({ expanded: false, mobileOpen: false });
  });

  it('opens and closes the phone menu with its button, without the desktop panel', () => {
    expect(run('toggleMobile')).toMatchObject({ mobileOpen: true, expanded: false });
    expect(run('focusIn', 'toggleMobile')).toMatchObject({ mobileOpen: true, expanded: false });
    expect(run('toggleMobile', 'toggleMobile').mobileOpen).toBe(false);
  });

  it('closes everything when the visitor navigates', () => {
    expect(run('pointerEnter', 'navigate').expanded).toBe(false);
    expect(run('toggleMobile', 'navigate')).toMatchObject({ mobileOpen: false, expanded: false });
  });

  it('returns the same state for events that change nothing, so React skips the render', () => {
    const collapsed = run();
    expect(headerMenuReducer(collapsed, { type: 'escape' })).toBe(collapsed);
    expect(headerMenuReducer(collapsed, { type: 'navigate' })).toBe(collapsed);
    expect(headerMenuReducer(collapsed, { type: 'focusOut' })).toBe(collapsed);
    const expanded = run('focusIn');
    expect(headerMenuReducer(expanded, { type: 'focusIn' })).toBe(expanded);
  });
});
