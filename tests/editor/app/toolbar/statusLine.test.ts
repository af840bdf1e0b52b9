import { describe, expect, it } from 'vitest';
import { failure, notice, statusLine } from '../../../../src/editor/app/toolbar/statusLine';

describe('statusLine', () => {
  it('shows the newest message only', () => {
    expect(statusLine(failure('저장하지 못했습니다.'), { type: 'show', message: notice('게시했습니다.') })).toEqual(
      notice('게시했습니다.'),
    );
    expect(
      statusLine(notice('저장했습니다.'), { type: 'show', message: failure('공용 사본으로 보내지 못했습니다.') }),
    ).toEqual(failure('공용 사본으로 보내지 못했습니다.'));
  });

  it('lets a notice go at the next edit and keeps an error until it is closed', () => {
    expect(statusLine(notice('저장했습니다.'), { type: 'edited' })).toBeUndefined();
    expect(statusLine(failure('저장하지 못했습니다.'), { type: 'edited' })).toEqual(failure('저장하지 못했습니다.'));
    expect(statusLine(failure('저장하지 못했습니다.'), { type: 'dismiss' })).toBeUndefined();
  });
});
