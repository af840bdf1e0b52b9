// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderInquiryReceiptPage, renderPage } from '../../../src/render/prerender';
import { renderIslandsPage } from '../../helpers/islandsPage';
import { ko } from '../../helpers/manifestText';
import { fixtureManifest, formPath } from '../InquiryForm/inquiryFixture';
import { webFontFromVisit } from '../../../src/document/webFontScript';

const manifest = fixtureManifest();
const text = manifest.inquiryForm;
const assets = { script: '/assets/client-abc.js', css: '' };
// The islands' loader imports the entry once the page has painted.
const entryImport = 'import("/assets/client-abc.js")';

/** The document as a DOM, to read fields by their labels' ids instead of matching markup. */
function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Scripts a browser would run: the islands' JSON props are data, and run only with the page's own script. */
const runnableScripts = (page: Document) =>
  [...page.querySelectorAll('script')]
    .filter((script) => script.type !== 'application/json')
    .map((script) => script.outerHTML);

const field = (page: Document, name: string) => page.querySelector<HTMLInputElement>(`#contact [name="${name}"]`);
const described = (page: Document, element: Element | null) =>
  (element?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => page.getElementById(id)?.textContent)
    .join(' ');

describe('renderPage', () => {
  it('is unchanged without options: the islands’ loader, nothing typed, nothing marked', () => {
    const html = renderPage(manifest, formPath, assets);
    expect(html).toContain(entryImport);
    expect(html).toContain(`<script>document.documentElement.classList.add('js');${webFontFromVisit}</script>`);
    const page = parse(html);
    expect(field(page, 'company')?.getAttribute('value')).toBe('');
    expect(page.querySelector('[aria-invalid]')).toBeNull();
  });

  it('puts a prefill’s values and errors into the form of its section, without scripts', () => {
    const errors = {
      email: '이메일 주소 형식이 올바르지 않습니다.',
      consent: '동의하셔야 합니다.',
      form: '다시 확인해 주세요.',
    };
    const html = renderPage(manifest, formPath, assets, {
      inquiry: {
        section: 'contact',
        values: { company: '한빛<소재>', phone: '042-123-4567', email: 'qa@', message: '변색\n분석' },
        errors,
      },
      scripts: false,
    });
    const page = parse(html);
    expect(runnableScripts(page)).toEqual([]);

    expect(field(page, 'company')?.getAttribute('value')).toBe('한빛<소재>');
    expect(field(page, 'email')?.getAttribute('value')).toBe('qa@');
    expect(field(page, 'message')?.textContent).toBe('변색\n분석');
    expect(field(page, 'consent')?.hasAttribute('checked')).toBe(false);
    expect(field(page, 'email')?.getAttribute('aria-invalid')).toBe('true');
    expect(described(page, field(page, 'email'))).toBe(errors.email);
    expect(described(page, field(page, 'consent'))).toContain(errors.consent);
    expect(field(page, 'company')?.hasAttribute('aria-invalid')).toBe(false);
    const alert = page.querySelector('#contact [role="alert"]')?.textContent ?? '';
    expect(alert).toContain(ko(text.status.invalid));
    expect(alert).toContain(errors.form);
    // Fields typed wrong are no failed send: the button keeps its own label.
    expect(page.querySelector('#contact button[type="submit"]')?.textContent).toBe(ko(text.submit));
  });

  it('hands the prefill to the form’s island, which hydrates with it, without a mismatch', async () => {
    const errors = { email: '이메일 주소 형식이 올바르지 않습니다.' };
    await renderIslandsPage(formPath, manifest, {
      inquiry: { section: 'contact', values: { company: '한빛소재', email: 'qa@' }, errors },
    });
    expect(field(document, 'company')?.value).toBe('한빛소재');
    expect(field(document, 'email')?.value).toBe('qa@');
    expect(field(document, 'email')?.getAttribute('aria-invalid')).toBe('true');
    expect(described(document, field(document, 'email'))).toBe(errors.email);
  }, 15_000);

  it('keeps the consent box ticked when it was', () => {
    const page = parse(
      renderPage(manifest, formPath, assets, {
        inquiry: { section: 'contact', values: { consent: true }, errors: { company: '회사명을 입력해 주세요.' } },
      }),
    );
    expect(field(page, 'consent')?.hasAttribute('checked')).toBe(true);
  });

  it('leaves a form of another section alone', () => {
    const page = parse(
      renderPage(manifest, formPath, assets, {
        inquiry: { section: 'elsewhere', values: { company: '한빛' }, errors: { phone: '연락처' } },
      }),
    );
    expect(field(page, 'company')?.getAttribute('value')).toBe('');
    expect(page.querySelector('[aria-invalid]')).toBeNull();
  });
});

describe('renderInquiryReceiptPage', () => {
  it('shows the number in the site’s layout, with a link back, unindexed and without scripts', () => {
    const html = renderInquiryReceiptPage(manifest, { id: 1024, back: '/about#contact' }, assets);
    expect(html).toContain('<meta name="robots" content="noindex">');

    const page = parse(html);
    expect(runnableScripts(page)).toEqual([]);
    expect(page.title).toBe(`${ko(text.receipt.title)} | ${ko(manifest.site.name)}`);
    expect(page.querySelector('header')).not.toBeNull();
    expect(page.querySelector('footer')).not.toBeNull();
    const main = page.querySelector('main');
    expect(main?.querySelector('h1')?.textContent).toBe(ko(text.receipt.title));
    for (const paragraph of text.receipt.body) expect(main?.textContent).toContain(ko(paragraph));
    expect(main?.querySelector('dt')?.textContent).toBe(ko(text.receipt.referenceLabel));
    expect(main?.querySelector('dd')?.textContent).toBe('1024');
    const back = [...(main?.querySelectorAll('a') ?? [])].find(
      (link) => link.textContent === ko(text.receipt.backLink),
    );
    expect(back?.getAttribute('href')).toBe('/about#contact');
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])(
    'links back to the home page, not to %s',
    (back) => {
      const page = parse(renderInquiryReceiptPage(manifest, { id: 1, back }, assets));
      const link = [...page.querySelectorAll('main a')].find(
        (candidate) => candidate.textContent === ko(text.receipt.backLink),
      );
      expect(link?.getAttribute('href')).toBe('/');
    },
  );
});
