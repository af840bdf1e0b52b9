// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetDrafts,
  forgetSetAsideDraft,
  loadDraft,
  saveDraft,
  setAsideDraft,
  setAsideDraftOf,
} from '../../../src/editor/saving/draftStorage';

describe('draftStorage', () => {
  beforeEach(() => window.localStorage.clear());

  it('gives the draft back with the file version it started from', () => {
    expect(loadDraft(window.localStorage)).toBeUndefined();
    saveDraft(window.localStorage, { version: 'v1', manifest: { a: 1 } });
    expect(loadDraft(window.localStorage)).toEqual({ version: 'v1', manifest: { a: 1 } });
  });

  it('keeps one draft, and forgets it on request', () => {
    window.localStorage.setItem('someone-else', 'kept');
    saveDraft(window.localStorage, { version: 'v1', manifest: 1 });
    saveDraft(window.localStorage, { version: 'v2', manifest: 2 });
    expect(loadDraft(window.localStorage)).toEqual({ version: 'v2', manifest: 2 });
    forgetDrafts(window.localStorage);
    expect(loadDraft(window.localStorage)).toBeUndefined();
    expect(window.localStorage.getItem('someone-else')).toBe('kept');
  });

  it('keeps a set-aside draft apart from the current drafts until it is forgotten itself', () => {
    setAsideDraft(window.localStorage, { version: 'v1', manifest: { older: true } });
    saveDraft(window.localStorage, { version: 'v2', manifest: { newer: true } });
    forgetDrafts(window.localStorage);
    expect(setAsideDraftOf(window.localStorage)).toEqual({ older: true });
    expect(loadDraft(window.localStorage)).toBeUndefined();
    forgetSetAsideDraft(window.localStorage);
    expect(setAsideDraftOf(window.localStorage)).toBeUndefined();
  });
});
