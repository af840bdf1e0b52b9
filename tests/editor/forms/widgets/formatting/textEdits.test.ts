import { describe, expect, it } from 'vitest';
import {
  applyEdit,
  insertLink,
  toggleList,
  toggleMark,
  type TextEdit,
} from '../../../../../src/editor/forms/widgets/formatting/textEdits';
import { parseFormatted } from '../../../../../src/manifest/formatted/parseFormatted';

/** The text after `edit`, with the selection after it in brackets: "가[나]다". */
function shown(text: string, edit: TextEdit): string {
  const after = applyEdit(text, edit);
  const [start, end] = edit.selection;
  return `${after.slice(0, start)}[${after.slice(start, end)}]${after.slice(end)}`;
}

/** `text` with the selection written as brackets. */
function selection(marked: string) {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { text: marked.replace('[', '').replace(']', ''), start, end };
}

describe('what the formatting buttons write', () => {
  it('makes the selection bold, and takes bold away from a bold selection', () => {
    const bold = selection('시료는 [무료로] 돌려 드립니다.');
    expect(shown(bold.text, toggleMark(bold, '**'))).toBe('시료는 **[무료로]** 돌려 드립니다.');
    const again = selection('시료는 **[무료로]** 돌려 드립니다.');
    expect(shown(again.text, toggleMark(again, '**'))).toBe('시료는 [무료로] 돌려 드립니다.');
  });

  it('keeps the spaces at a selection’s edges outside the marks, so the words are bold as read', () => {
    const spaced = selection('시료는[ 무료로 ]돌려');
    const edit = toggleMark(spaced, '**');
    expect(shown(spaced.text, edit)).toBe('시료는 **[무료로]** 돌려');
    const [paragraph] = parseFormatted(applyEdit(spaced.text, edit)).blocks;
    expect(paragraph).toEqual({
      type: 'paragraph',
      children: ['시료는 ', { type: 'strong', children: ['무료로'] }, ' 돌려'],
    });
  });

  it('makes a bold selection italic too, rather than reading its marks as italic', () => {
    const bold = selection('**[무료]**');
    expect(shown(bold.text, toggleMark(bold, '*'))).toBe('***[무료]***');
  });

  it('writes the marks around the caret when nothing is selected', () => {
    const caret = selection('가나 []다라');
    expect(shown(caret.text, toggleMark(caret, '**'))).toBe('가나 **[]**다라');
  });

  it('links the selected words to an address, escaping their brackets', () => {
    const words = selection('자세한 것은 [개인정보처리방침]을 보세요.');
    expect(shown(words.text, insertLink(words, '/privacy'))).toBe(
      '자세한 것은 [[개인정보처리방침]](/privacy)을 보세요.',
    );
    const bracketed = { text: '[참고] 자료', start: 0, end: 7 };
    const linked = applyEdit(bracketed.text, insertLink(bracketed, '/help'));
    expect(linked).toBe('[\\[참고\\] 자료](/help)');
    expect(parseFormatted(linked).links).toEqual([{ href: '/help', offset: linked.indexOf('/help') }]);
  });

  it('writes the address as the words of a link when nothing is selected', () => {
    const caret = selection('누리집: []');
    expect(shown(caret.text, insertLink(caret, 'https://www.knab.go.kr'))).toBe(
      '누리집: [[https://www.knab.go.kr]](https://www.knab.go.kr)',
    );
  });

  it('turns the selected lines into a list after an empty line, and a list back into lines', () => {
    const lines = selection('준비물입니다.\n[시료 1 g\n의뢰서]');
    const edit = toggleList(lines, false);
    expect(applyEdit(lines.text, edit)).toBe('준비물입니다.\n\n- 시료 1 g\n- 의뢰서');
    expect(parseFormatted(applyEdit(lines.text, edit)).blocks.map((block) => block.type)).toEqual([
      'paragraph',
      'list',
    ]);
    const list = { text: '- 시료 1 g\n- 의뢰서', start: 3, end: 3 };
    expect(applyEdit(list.text, toggleList({ ...list, end: list.text.length }, false))).toBe('시료 1 g\n의뢰서');
  });

  it('numbers the selected lines from 1', () => {
    const lines = { text: '상담\n견적\n분석', start: 0, end: 8 };
    expect(applyEdit(lines.text, toggleList(lines, true))).toBe('1. 상담\n2. 견적\n3. 분석');
  });
});
