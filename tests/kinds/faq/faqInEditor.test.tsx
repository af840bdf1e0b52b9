// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchTexts } from '../../../src/editor/search/searchSite';
import { siteTexts } from '../../../src/editor/search/siteTexts';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { ko } from '../../helpers/manifestText';
import { renderItemForm } from '../../helpers/renderItemForm';
import { sectionOfType } from '../../helpers/sectionOfType';
import { englishFigures } from '../sectionInEditor';

afterEach(cleanup);

// The editor knows no kind by name: these pass because it reads everything from the schema.
describe('a FAQ section in the editor', { timeout: 60_000 }, () => {
  it('gets a form from the schema: a one-line box for each question, a multi-line box for each answer, in both languages', () => {
    const manifest = richManifest();
    const { section: faq, pointer } = sectionOfType(manifest, 'faq');
    renderItemForm(manifest, pointer);
    const questions = screen.getAllByRole('group', { name: /^질문\*?$/ });
    const answers = screen.getAllByRole('group', { name: /^답\*?$/ });
    expect(questions.length).toBe(faq.questions.length);
    expect(answers.length).toBe(faq.questions.length);
    expect(within(questions[0]!).getByLabelText('한국어')).toHaveProperty('value', ko(faq.questions[0]!.question));
    expect(within(questions[0]!).getByLabelText('English')).toBeInstanceOf(HTMLInputElement);
    expect(within(answers[0]!).getByLabelText('한국어')).toBeInstanceOf(HTMLTextAreaElement);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('자주 묻는 질문');
  });

  it('is found by the site search: a question and an answer, at their places', () => {
    const manifest = richManifest();
    const { section: faq, pointer } = sectionOfType(manifest, 'faq');
    const question = ko(faq.questions[1]!.question);
    expect(searchTexts(siteTexts(manifest), question).map((hit) => hit.pointer)).toContain(
      `${pointer}/questions/1/question/ko`,
    );
    const answerWords = ko(faq.questions[0]!.answer).split('\n')[1]!;
    expect(searchTexts(siteTexts(manifest), answerWords).map((hit) => hit.pointer)).toContain(
      `${pointer}/questions/0/answer/ko`,
    );
  });

  it('counts in the translation figures of its page: an answer without English lowers them by one', () => {
    const manifest = richManifest();
    const { section: faq, path } = sectionOfType(manifest, 'faq');
    const complete = englishFigures(manifest, path);
    faq.questions[0]!.answer = { ko: ko(faq.questions[0]!.answer) };
    const missing = englishFigures(manifest, path);
    expect(missing).toEqual({ ...complete, translated: complete.translated - 1 });
    expect(complete.translated).toBe(complete.total);
  });
});
