import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { SiteManifest } from '../manifest/site.gen';
import { createSiteTheme } from '../theme/siteTheme';
import { GlobalStyle } from '../theme/GlobalStyle';
import { SiteProvider } from './SiteContext';
import { renderNode } from './renderNode';
import { Layout } from '../components/Layout/Layout';
import { NotFound } from '../components/NotFound/NotFound';
import { useScrollToTopOnNavigate } from '../hooks/useScrollToTopOnNavigate';
import { notFoundTitle } from '../document/notFoundTitle';

/** The whole site: routes and menu come from the manifest; each route's page node is rendered by type. */
export function App({ manifest }: { manifest: SiteManifest }) {
  const theme = useMemo(() => createSiteTheme(manifest.theme), [manifest.theme]);
  useScrollToTopOnNavigate();
  return (
    <SiteProvider manifest={manifest}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <Routes>
          {manifest.routes.map((route) => (
            <Route
              key={route.path}
              path={route.path}
              element={<Layout page={route.page} title={route.title}>{renderNode(route.page)}</Layout>}
            />
          ))}
          <Route
            path="*"
            element={
              <Layout page={null} title={notFoundTitle(manifest.site.name, manifest.labels.notFoundTitle)}>
                <NotFound />
              </Layout>
            }
          />
        </Routes>
      </ThemeProvider>
    </SiteProvider>
  );
}
