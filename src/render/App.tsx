import { useMemo, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { SiteManifest } from '../manifest/site.gen';
import { createSiteTheme } from '../theme/siteTheme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { SiteProvider } from './SiteContext';
import { renderNode } from './renderNode';
import { Layout } from '../components/Layout/Layout';
import { NotFound } from '../components/NotFound/NotFound';
import { InquiryPrefillProvider, type InquiryPrefill } from '../components/InquiryForm/InquiryPrefill';

/** The site's data, theme and global styles around any page, routed or not (the inquiry receipt). */
export function SiteShell({ manifest, children }: { manifest: SiteManifest; children: ReactNode }) {
  const theme = useMemo(() => createSiteTheme(manifest.theme), [manifest.theme]);
  return (
    <SiteProvider manifest={manifest}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </SiteProvider>
  );
}

interface AppProps {
  manifest: SiteManifest;
  /** What the server puts back into an inquiry form it renders again with errors. */
  inquiry?: InquiryPrefill;
}

/**
 * The whole site as the prerender draws it: routes and menu come from the
 * manifest; each route's page node is rendered by type. In the browser only
 * its islands hydrate.
 */
export function App({ manifest, inquiry }: AppProps) {
  return (
    <SiteShell manifest={manifest}>
      <InquiryPrefillProvider prefill={inquiry}>
        <Routes>
          {manifest.routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<Layout page={route.page}>{renderNode(route.page)}</Layout>}
            />
          ))}
          <Route
            path="*"
            element={
              <Layout page={null}>
                <NotFound />
              </Layout>
            }
          />
        </Routes>
      </InquiryPrefillProvider>
    </SiteShell>
  );
}
