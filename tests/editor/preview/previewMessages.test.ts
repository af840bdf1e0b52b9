import { describe, expect, it } from 'vitest';
import { readEditorMessage, readFrameMessage } from '../../../src/editor/preview/previewMessages';

describe('readFrameMessage', () => {
  it('takes the messages the frame sends', () => {
    expect(readFrameMessage({ type: 'shown', path: '/about', hash: '', version: 3 })).toEqual({
      type: 'shown',
      path: '/about',
      hash: '',
      version: 3,
    });
    expect(readFrameMessage({ type: 'edit', pointer: '/menu/0/label', extra: 1 })).toEqual({
      type: 'edit',
      pointer: '/menu/0/label',
    });
    expect(readFrameMessage({ type: 'move', list: '/menu', from: 2, to: 0 })).toEqual({
      type: 'move',
      list: '/menu',
      from: 2,
      to: 0,
    });
  });

  it('drops anything else that may arrive by postMessage', () => {
    for (const data of [
      null,
      'edit',
      { type: 'edit', pointer: 'menu' },
      { type: 'move', list: '/menu', from: -1, to: 0 },
      { type: 'move', list: '/menu', from: 0.5, to: 1 },
      { type: 'shown', path: '/' },
      { type: 'update', version: 1 },
    ]) {
      expect(readFrameMessage(data), JSON.stringify(data)).toBeUndefined();
    }
  });
});

describe('readEditorMessage', () => {
  it('takes the messages the editor sends and drops the rest', () => {
    expect(readEditorMessage({ type: 'update', version: 2 })).toEqual({ type: 'update', version: 2 });
    expect(readEditorMessage({ type: 'scrollTo', elementId: 'surface' })).toEqual({
      type: 'scrollTo',
      elementId: 'surface',
    });
    expect(readEditorMessage({ type: 'outline', pointer: null })).toEqual({ type: 'outline', pointer: null });
    expect(readEditorMessage({ type: 'outline', pointer: 3 })).toBeUndefined();
    expect(readEditorMessage({ type: 'edit', pointer: '/menu' })).toBeUndefined();
  });
});
