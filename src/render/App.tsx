import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import type { Theme } from '../manifest/site.gen';
import { createSiteTheme } from '../theme/siteTheme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { Layout, type LayoutProps } from '../components/Layout/Layout';

/** The site's theme and global styles around any page, routed or not (the inquiry receipt). */
export function SiteShell({ theme, children }: { theme: Theme; children: ReactNode }) {
  const siteTheme = useMemo(() => createSiteTheme(theme), [theme]);
  return (
    <ThemeProvider theme={siteTheme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

/**
 * One page as the prerender draws it: the layout's props and the page's
 * content come resolved from src/render/resolve; in the browser only its
 * islands hydrate.
 */
export function App({ theme, layout, children }: { theme: Theme; layout: LayoutProps; children: ReactNode }) {
  return (
    <SiteShell theme={theme}>
      <Layout {...layout}>{children}</Layout>
    </SiteShell>
  );
}
