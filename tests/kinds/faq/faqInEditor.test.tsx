// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { translationCompleteness } from '../../../src/manifest';
import type { Faq, SiteManifest } from '../../../src/manifest/site.gen';
import { searchTexts } from '../../../src/editor/search/searchSite';
import { siteTexts } from '../../../src/editor/search/siteTexts';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { ko } from '../../helpers/manifestText';
import { renderItemForm } from '../../helpers/renderItemForm';
import { sectionOfType } from '../../helpers/sectionOfType';

afterEach(cleanup);

/** The fixture's FAQ section and its place in site.json. */
function faqIn(manifest: SiteManifest): { faq: Faq; pointer: string; path: string } {
  const { section, path, pointer } = sectionOfType(manifest, 'faq');
  return { faq: section, path, pointer };
}

// The editor knows no kind by name: these pass because it reads everything from the schema.
describe('a FAQ section in the editor', { timeout: 60_000 }, () => {
  it('gets a form from the schema: a one-line box for each question, a multi-line box for each answer, in both languages', () => {
    const manifest = richManifest();
    const { faq, pointer } = faqIn(manifest);
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
    const { faq, pointer } = faqIn(manifest);
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
    const { faq, path } = faqIn(manifest);
    const englishOf = (data: SiteManifest) =>
      translationCompleteness(data, 'ko')
        .pages.find((page) => page.path === path)!
        .languages.find((count) => count.code === 'en')!;
    const complete = englishOf(manifest);
    faq.questions[0]!.answer = { ko: ko(faq.questions[0]!.answer) };
    const missing = englishOf(manifest);
    expect(missing).toEqual({ ...complete, translated: complete.translated - 1 });
    expect(complete.translated).toBe(complete.total);
  });
});
