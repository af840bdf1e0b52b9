// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { Faq, SiteManifest } from '../../../src/manifest/site.gen';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { renderSiteNode, siteNodeElement } from '../../helpers/renderWithSite';

afterEach(cleanup);

const faqOf = (manifest: SiteManifest): Faq =>
  manifest.routes
    .flatMap(({ page }): readonly { type: string }[] => page.sections)
    .find((section): section is Faq => section.type === 'faq')!;

/** The JSON-LD blocks of a document or element, parsed. */
const jsonLd = (root: ParentNode) =>
  [...root.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );

describe('FAQ section', () => {
  it('shows each question as a closed disclosure whose summary is the question, its answer with line breaks kept', () => {
    const manifest = richManifest();
    const faq = faqOf(manifest);
    const { container } = renderSiteNode(faq.id, { manifest, path: '/help' });
    expect(screen.getByRole('heading', { level: 2, name: ko(faq.title) })).toBeTruthy();
    expect(container.textContent).toContain(ko(faq.intro!));
    const details = [...container.querySelectorAll('details')];
    expect(details.map((widget) => widget.querySelector('summary')?.textContent)).toEqual(
      faq.questions.map(({ question }) => ko(question)),
    );
    expect(details.every((widget) => !widget.open)).toBe(true);
    // A line break of the answer is a <br>: the words read the same with each break as a newline.
    const answers = details.map((widget) => widget.querySelector('summary + div p'));
    const withBreaks = (answer: Element | null) =>
      [...(answer?.childNodes ?? [])].map((node) => (node.nodeName === 'BR' ? '\n' : node.textContent)).join('');
    expect(answers.map(withBreaks)).toEqual(faq.questions.map(({ answer }) => ko(answer)));
    expect(answers.some((answer) => answer?.querySelector('br'))).toBe(true);
  });

  it('is drawn in the page’s language', () => {
    const manifest = richManifest();
    const faq = faqOf(manifest);
    const { container } = renderSiteNode(faq.id, { manifest, path: '/en/help' });
    expect(within(container).getByRole('heading', { level: 2 }).textContent).toBe(en(faq.title));
    expect([...container.querySelectorAll('summary')].map((summary) => summary.textContent)).toEqual(
      faq.questions.map(({ question }) => en(question)),
    );
  });

  it('writes the same questions and answers as FAQPage structured data, in the page’s language', () => {
    const manifest = richManifest();
    const faq = faqOf(manifest);
    for (const [path, inLanguage] of [
      ['/help', ko],
      ['/en/help', en],
    ] as const) {
      const { container } = renderSiteNode(faq.id, { manifest, path });
      expect(jsonLd(container)).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faq.questions.map(({ question, answer }) => ({
            '@type': 'Question',
            name: inLanguage(question),
            acceptedAnswer: { '@type': 'Answer', text: inLanguage(answer) },
          })),
        },
      ]);
      cleanup();
    }
  });

  it('prerenders as HTML that works without scripts, and no question can end its data block', () => {
    const manifest = richManifest();
    const faq = faqOf(manifest);
    faq.questions[0]!.question = { ko: '</script><b>견적은?</b>', en: 'Quotation?' };
    const html = renderToString(siteNodeElement(faq.id, { manifest, path: '/help' }));
    expect(html.match(/<details[\s>]/g)?.length).toBe(faq.questions.length);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    const page = new DOMParser().parseFromString(html, 'text/html');
    const [data] = jsonLd(page) as [{ mainEntity: { name: string }[] }];
    expect(data.mainEntity[0]!.name).toBe('</script><b>견적은?</b>');
    expect(page.querySelector('summary b')).toBeNull();
  });
});
