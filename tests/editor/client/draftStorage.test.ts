// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetDrafts, loadDraft, saveDraft } from '../../../src/editor/client/draft/draftStorage';

describe('draftStorage', () => {
  beforeEach(() => window.localStorage.clear());

  it('gives a draft back only for the file version it started from', () => {
    saveDraft(window.localStorage, { version: 'v1', manifest: { a: 1 } });
    expect(loadDraft(window.localStorage, 'v1')).toEqual({ a: 1 });
    expect(loadDraft(window.localStorage, 'v2')).toBeUndefined();
  });

  it('keeps one draft, and forgets it on request', () => {
    window.localStorage.setItem('someone-else', 'kept');
    saveDraft(window.localStorage, { version: 'v1', manifest: 1 });
    saveDraft(window.localStorage, { version: 'v2', manifest: 2 });
    expect(loadDraft(window.localStorage, 'v1')).toBeUndefined();
    forgetDrafts(window.localStorage);
    expect(loadDraft(window.localStorage, 'v2')).toBeUndefined();
    expect(window.localStorage.getItem('someone-else')).toBe('kept');
  });
});
