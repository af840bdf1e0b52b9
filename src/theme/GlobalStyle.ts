import { createGlobalStyle } from 'styled-components';
import { webFont } from './webFont';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: ${({ theme }) => theme.headerHeight}; }
  /* A page shorter than the screen (the 404 page) still ends with its footer at the screen's bottom: main grows (Layout.styles.ts). */
  body {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    min-height: 100dvh;
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.first};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    word-break: keep-all;
    overflow-wrap: break-word;
    -webkit-font-smoothing: antialiased;
  }
  html.${webFont.className} body, html:not(.js) body, [${webFont.batchAttribute}] { font-family: ${({ theme }) => theme.fonts.withWebFont}; }
  ${({ theme }) => (theme.font.family ? `:root { ${webFont.property}: ${theme.font.family}; }` : '')}
  h1, h2, h3, h4, p, ul, ol, dl, dd, figure { margin: 0; }
  /* An island's own root element must not box its content: the layout is the prerendered one. */
  [data-island] { display: contents; }
  ul[role='list'], ol[role='list'] { list-style: none; padding: 0; }
  img, svg { max-width: 100%; height: auto; display: block; }
  a { color: ${({ theme }) => theme.colors.accentText}; }
  button, input, textarea { font: inherit; }
  /* The ring's colour for what it sits on: the dark ones (the header on primary, the footer, the hero, the banner) set focusOnDark. */
  :root { --focus-ring: ${({ theme }) => theme.colors.focus}; }
  :focus-visible { outline: 3px solid var(--focus-ring); outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
