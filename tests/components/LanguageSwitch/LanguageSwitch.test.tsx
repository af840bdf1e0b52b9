// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { LanguageSwitch, type LanguageSwitchLink } from '../../../src/components/LanguageSwitch/LanguageSwitch';
import { keepSectionScript, keptTabsKey } from '../../../src/components/LanguageSwitch/keepSectionScript';
import { createSiteTheme } from '../../../src/theme/siteTheme';
import { bilingualManifest } from '../../fixtures/seo/bilingual-manifest';

const theme = createSiteTheme(bilingualManifest().theme);

const links = (current: string): LanguageSwitchLink[] => [
  { code: 'ko', name: '한국어', href: '/introduce', current: current === 'ko' },
  { code: 'en', name: 'English', href: '/en/introduce', current: current === 'en' },
];

const renderSwitch = (current: string) =>
  render(
    <ThemeProvider theme={theme}>
      <LanguageSwitch label={current === 'en' ? 'Language' : '언어'} links={links(current)} />
    </ThemeProvider>,
  );

afterEach(cleanup);

describe('LanguageSwitch', () => {
  it('links the page in each other language, named and marked in that language, in a navigation named in the page’s', () => {
    renderSwitch('en');
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const [link, ...others] = nav.querySelectorAll('a');
    expect(others).toEqual([]);
    expect(link!.textContent).toBe('한국어');
    expect(link!.getAttribute('href')).toBe('/introduce');
    expect(link!.getAttribute('hreflang')).toBe('ko');
    expect(link!.getAttribute('lang')).toBe('ko');
  });

  it('leaves out the page’s own language, and renders nothing when the site has no other', () => {
    renderSwitch('ko');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/en/introduce');
    cleanup();
    const { container } = render(
      <ThemeProvider theme={theme}>
        <LanguageSwitch label="언어" links={[links('ko')[0]!]} />
      </ThemeProvider>,
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('keeping the section', () => {
  /** Runs the switch's script on this document, as the browser does when the page loads; returns what removes its listener. */
  function runScript(): () => void {
    const added: EventListener[] = [];
    const add = document.addEventListener.bind(document);
    const spy = (type: string, listener: EventListener) => {
      added.push(listener);
      add(type, listener);
    };
    new Function('document', 'location', keepSectionScript)(
      { addEventListener: spy, querySelectorAll: document.querySelectorAll.bind(document) },
      window.location,
    );
    return () => added.forEach((listener) => document.removeEventListener('click', listener));
  }

  /** The address the link has when the browser follows it (jsdom does not navigate, the handler runs before it would). */
  function followedHref(link: HTMLAnchorElement): string {
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    link.click();
    const url = new URL(link.href);
    return url.pathname + url.hash;
  }

  it('takes the section in the address along, and none when there is none', () => {
    renderSwitch('ko');
    const stop = runScript();
    const link = screen.getByRole('link') as HTMLAnchorElement;
    window.history.replaceState(null, '', '/introduce#history');
    expect(followedHref(link)).toBe('/en/introduce#history');
    window.history.replaceState(null, '', '/introduce#people');
    expect(followedHref(link)).toBe('/en/introduce#people');
    window.history.replaceState(null, '', '/introduce');
    expect(followedHref(link)).toBe('/en/introduce');
    stop();
  });

  it('keeps the section the link was rendered with while the address names none', () => {
    render(
      <ThemeProvider theme={theme}>
        <LanguageSwitch
          label="언어"
          links={[{ code: 'en', name: 'English', href: '/en/equipment/surface#surface', current: false }]}
        />
      </ThemeProvider>,
    );
    const stop = runScript();
    const link = screen.getByRole('link') as HTMLAnchorElement;
    window.history.replaceState(null, '', '/equipment/surface');
    expect(followedHref(link)).toBe('/en/equipment/surface#surface');
    window.history.replaceState(null, '', '/equipment/surface#microscope');
    expect(followedHref(link)).toBe('/en/equipment/surface#microscope');
    window.history.replaceState(null, '', '/equipment/surface');
    expect(followedHref(link)).toBe('/en/equipment/surface#surface');
    stop();
  });

  it('hands the page it opens the path it opens, for its tab bars', () => {
    renderSwitch('ko');
    const stop = runScript();
    window.history.replaceState(null, '', '/introduce#history');
    followedHref(screen.getByRole('link') as HTMLAnchorElement);
    expect(JSON.parse(window.sessionStorage.getItem(keptTabsKey) ?? 'null')).toEqual({
      path: '/en/introduce',
      tabs: [],
    });
    window.sessionStorage.clear();
    stop();
  });

  it('leaves every other link alone', () => {
    render(<a href="/about">about</a>);
    const stop = runScript();
    window.history.replaceState(null, '', '/introduce#history');
    const link = screen.getByRole('link') as HTMLAnchorElement;
    followedHref(link);
    expect(link.getAttribute('href')).toBe('/about');
    stop();
  });
});
