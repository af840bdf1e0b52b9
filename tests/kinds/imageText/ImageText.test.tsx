// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { en, ko } from '../../helpers/manifestText';
import { renderSiteNode } from '../../helpers/renderWithSite';
import { sectionOfType } from '../../helpers/sectionOfType';

afterEach(cleanup);

// The first render styles the section and the layout's parts; on a busy two-core machine that alone can pass 5 s.
describe('an image and text section', { timeout: 15_000 }, () => {
  it.each([
    ['', ko],
    ['/en', en],
  ] as const)('on %s/… shows its picture first, then its title, paragraphs and link', (prefix, inLanguage) => {
    const manifest = richManifest();
    const { section: imageText, path } = sectionOfType(manifest, 'imageText');
    const { container } = renderSiteNode(imageText.id, { manifest, path: `${prefix}${path}` });
    const image = screen.getByRole('img');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe(inLanguage(imageText.title));
    // A phone stacks the columns in the document's order: the picture above the words, whichever side it takes on wider screens.
    expect(image.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect([image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      inLanguage(imageText.image.alt),
      String(imageText.image.width),
      String(imageText.image.height),
    ]);
    expect([...container.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual(
      imageText.paragraphs.map(inLanguage),
    );
    const link = screen.getByRole('link');
    expect([link.textContent, link.getAttribute('href')]).toEqual([
      `${inLanguage(imageText.link!.label)}\u00a0→`,
      `${prefix}${imageText.link!.href}`,
    ]);
  });

  it('leaves the link out when the section has none', () => {
    const manifest = richManifest();
    const { section: imageText, path } = sectionOfType(manifest, 'imageText');
    delete imageText.link;
    renderSiteNode(imageText.id, { manifest, path });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
