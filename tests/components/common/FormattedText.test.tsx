// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedText } from '../../../src/components/common/FormattedText';
import { formatParagraph } from '../../../src/render/formatParagraph';
import { renderSiteNode } from '../../helpers/renderWithSite';

const toEnglish = (path: string) => `/en${path}`;

describe('formatted text in a paragraph', () => {
  it('draws links (inside the site at the page language’s address), strong, emphasis, line breaks and lists', () => {
    const { container } = renderSiteNode('process', { path: '/en/help' });
    const formatted = [...container.querySelectorAll('p')].find((p) => p.querySelector('strong'))!;
    expect(formatted.querySelector('strong')?.textContent).toBe('Quotations are free.');
    expect(formatted.querySelector('em')?.textContent).toBe('accreditation scope');
    expect([...formatted.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['how to find us', '/en/about#location'],
      ['the KOLAS site', 'https://www.knab.go.kr'],
    ]);
    expect(formatted.querySelectorAll('br')).toHaveLength(1);
    const list = formatted.nextElementSibling!;
    expect(list.tagName).toBe('UL');
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['1 g of sample', 'One request form']);
  });

  it('keeps the default language’s addresses on its pages', () => {
    const { container } = renderSiteNode('process', { path: '/help' });
    expect(container.querySelector('a[href="/about#location"]')?.textContent).toBe('오시는 길');
  });

  it('never passes HTML through, and draws a link it may not have as its words', () => {
    const text = formatParagraph('<img src=x onerror=alert(1)> [눌러](javascript:alert(1)) <b>굵게</b>', toEnglish);
    const { container } = render(<FormattedText text={text} />);
    expect(container.querySelector('img, b, a')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> 눌러 <b>굵게</b>');
  });

  it('shows what is not in the subset as typed: headings, code, quotes, images, rules', () => {
    const source = '# 제목 아님\n> 인용 아님\n`코드 아님` ![그림 아님](/a.png)\n---';
    const { container } = render(<FormattedText text={formatParagraph(source, toEnglish)} />);
    expect(container.querySelector('h1, blockquote, code, img, hr')).toBeNull();
    expect(container.textContent).toContain('# 제목 아님');
    expect(container.textContent).toContain('`코드 아님`');
  });

  it('numbers a list from where it was written to start', () => {
    const { container } = render(<FormattedText text={formatParagraph('3. 셋째\n4. 넷째', toEnglish)} />);
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
  });

  it('leaves a paragraph of words only as it was: one <p>, line breaks as <br>', () => {
    expect(formatParagraph('그냥 문장입니다.', toEnglish)).toBe('그냥 문장입니다.');
    const { container } = render(<FormattedText text={formatParagraph('첫 줄\n둘째 줄', toEnglish)} />);
    expect(container.innerHTML).toBe('<p>첫 줄<br>둘째 줄</p>');
  });

  it('keeps the language and place of a text on every element it draws', () => {
    const text = formatParagraph({ text: '첫 문단\n\n- 항목', lang: 'ko', place: '/a/0' }, toEnglish);
    const { container } = render(<FormattedText text={text} />);
    const drawn = [...container.children];
    expect(drawn.map((element) => element.tagName)).toEqual(['P', 'UL']);
    for (const element of drawn) {
      expect(element.getAttribute('lang')).toBe('ko');
      expect(element.getAttribute('data-edit-place')).toBe('/a/0');
    }
  });
});
