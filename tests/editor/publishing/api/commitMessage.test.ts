import { describe, expect, it } from 'vitest';
import { commitMessage } from '../../../../src/editor/publishing/api/commitMessage';

const subjectOf = (message: string) => message.split('\n')[0]!;

describe('commitMessage', () => {
  it('is one line for one change', () => {
    expect(commitMessage('site.json', ['회사 정보 수정'])).toBe('site.json: 회사 정보 수정');
  });

  it('names the first of many changes and counts the others in a short subject, listing every change below it', () => {
    // Every page renamed: the subject must not grow with them.
    const changes = Array.from({ length: 40 }, (_, index) => `페이지 수정 분석 서비스 안내 ${index + 1} (개정)`);
    const message = commitMessage('site.json', changes);
    expect(subjectOf(message)).toBe('site.json: 페이지 수정 분석 서비스 안내 1 (개정) 외 39건');
    const [, blank, ...body] = message.trimEnd().split('\n');
    expect(blank).toBe('');
    expect(body).toEqual(changes.map((change) => `- ${change}`));
  });

  it('keeps the subject under 72 characters by shortening a long name, which the body then gives whole', () => {
    const long = `장비 수정 ${'아주 긴 장비 이름 '.repeat(12).trim()}`;
    for (const changes of [[long], [long, '회사 정보 수정']]) {
      const message = commitMessage('site.json', changes);
      expect([...subjectOf(message)].length).toBeLessThanOrEqual(72);
      expect(subjectOf(message)).toMatch(/^site\.json: 장비 수정 아주 긴 장비 이름.*…/);
      expect(message).toContain(`\n- ${long}\n`);
    }
  });

  it('says what changed even when no change could be named', () => {
    expect(commitMessage('public/images', [])).toBe('public/images: 사이트 내용 수정');
  });
});
