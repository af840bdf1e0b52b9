import { useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import type { Theme } from '../manifest/site.gen';
import { createSiteTheme } from '../theme/siteTheme';
import { hydratedAttribute, islandAttribute, themeScriptId } from './islandMarkup';
import { handleSamePageLinks } from './navigation';

const readJson = (element: Element | null): unknown => JSON.parse(element?.textContent || 'null');

function MarkHydrated({ element }: { element: HTMLElement }) {
  useEffect(() => element.setAttribute(hydratedAttribute, ''), [element]);
  return null;
}

// Each island is its own root; the page around them is never hydrated.
handleSamePageLinks();
const theme = createSiteTheme(readJson(document.getElementById(themeScriptId)) as Theme);
for (const element of document.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)) {
  const name = element.getAttribute(islandAttribute);
  const props = readJson(element.nextElementSibling) as object;
  // esbuild turns this into one chunk per file in components/, loaded only by pages that have that island.
  void import(`./components/${name}.tsx`).then(({ default: Island }: { default: ComponentType<object> }) => {
    hydrateRoot(
      element,
      <ThemeProvider theme={theme}>
        <Island {...props} />
        <MarkHydrated element={element} />
      </ThemeProvider>,
    );
  });
}
