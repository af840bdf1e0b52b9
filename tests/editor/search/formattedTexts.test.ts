import { describe, expect, it } from 'vitest';
import { valueAt } from '../../../src/manifest/json/pointer';
import { applyChanges, planReplacement, searchTexts } from '../../../src/editor/search/searchSite';
import { siteTexts } from '../../../src/editor/search/siteTexts';
import { pageCompleteness } from '../../../src/editor/translations/pageCompleteness';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

/** The rich fixture's /help page with one more paragraph, formatted, written in Korean only. */
function withFormattedParagraph() {
  const manifest = richManifest();
  const help = manifest.routes.findIndex((route) => route.path === '/help');
  const paragraphs = (manifest.routes[help]!.page as { sections: { paragraphs: unknown[] }[] }).sections[0]!.paragraphs;
  paragraphs.push({ ko: '**시료**는 [의뢰서](/help#samples)와 함께 보내 주세요.\n- 분말 1 g\n- 판재 10 mm' });
  return { manifest, pointer: `/routes/${help}/page/sections/0/paragraphs/${paragraphs.length - 1}/ko` };
}

describe('formatted text in the editor’s search and translation figures', () => {
  it('finds words inside bold text, links and lists, and replacing them keeps the marks', () => {
    const { manifest, pointer } = withFormattedParagraph();
    for (const words of ['시료', '의뢰서', '판재 10 mm'])
      expect(searchTexts(siteTexts(manifest), words).map((hit) => hit.pointer)).toContain(pointer);
    const changes = planReplacement(searchTexts(siteTexts(manifest), '의뢰서'), '분석 의뢰서');
    const replaced = applyChanges(manifest, changes);
    expect(valueAt(replaced, pointer)).toBe(
      '**시료**는 [분석 의뢰서](/help#samples)와 함께 보내 주세요.\n- 분말 1 g\n- 판재 10 mm',
    );
  });

  it('counts a formatted paragraph without its English as a missing translation', () => {
    const { manifest, pointer } = withFormattedParagraph();
    const route = pointer.split('/page/')[0]!;
    const before = pageCompleteness(richManifest()).get(route)!;
    const after = pageCompleteness(manifest).get(route)!;
    const english = (figures: typeof before) => figures.find((figure) => figure.language.code === 'en')!;
    expect(english(after).total).toBe(english(before).total + 1);
    expect(english(after).translated).toBe(english(before).translated);
  });
});
