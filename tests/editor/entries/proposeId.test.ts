import { describe, expect, it } from 'vitest';
import { checkNewId, proposeId, slugOf } from '../../../src/editor/entries/proposeId';

describe('proposeId', () => {
  it('makes an ASCII slug of a label', () => {
    expect(slugOf('ICP-OES')).toBe('icp-oes');
    expect(slugOf('  Surface profiler (3D) ')).toBe('surface-profiler-3d');
    expect(slugOf('3D Scanner')).toBe('d-scanner');
    expect(slugOf('라만 분광기')).toBe('');
  });

  it('proposes a free id, numbered when taken, and <stem>-<n> for a Korean label', () => {
    expect(proposeId('XPS', [], 'instrument')).toBe('xps');
    expect(proposeId('XPS', ['xps', 'xps-2'], 'instrument')).toBe('xps-3');
    expect(proposeId('라만 분광기', ['instrument-1'], 'instrument')).toBe('instrument-2');
  });

  it('checks an id as it is typed', () => {
    expect(checkNewId('sem', ['xps'])).toEqual({ ok: true });
    expect(checkNewId('xps', ['xps'])).toEqual({ ok: false, message: '이미 다른 항목이 쓰는 고유 이름입니다.' });
    expect(checkNewId('SEM', [])).toMatchObject({ ok: false });
    expect(checkNewId('', [])).toMatchObject({ ok: false, message: '고유 이름을 적어 주세요.' });
  });
});
