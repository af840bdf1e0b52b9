import { startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { hydratedAttribute, islandAttribute, readScriptJson } from './islandMarkup';

function MarkHydrated({ element }: { element: HTMLElement }) {
  useEffect(() => element.setAttribute(hydratedAttribute, ''), [element]);
  return null;
}

/**
 * Hydrates every island under `container`, each as its own root from the
 * props serialised beside it; the page around them is never hydrated.
 * Resolves with the roots once every island's code has loaded.
 */
export function hydrateIslands(
  container: ParentNode,
  theme: DefaultTheme,
  options?: HydrationOptions,
): Promise<Root[]> {
  const islands = [...container.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)];
  return Promise.all(
    islands.map(async (element) => {
      const name = element.getAttribute(islandAttribute);
      const props = readScriptJson(element.nextElementSibling) as object;
      // esbuild turns this into one chunk per file in components/, loaded only by pages that have that island.
      const { default: Island } = (await import(`./components/${name}.tsx`)) as { default: ComponentType<object> };
      // As a transition, React hydrates in slices of about 5 ms instead of one long
      // task per island; a click on an island not yet hydrated hydrates it at once.
      let root: Root | undefined;
      startTransition(() => {
        root = hydrateRoot(
          element,
          <ThemeProvider theme={theme}>
            <Island {...props} />
            <MarkHydrated element={element} />
          </ThemeProvider>,
          options,
        );
      });
      return root!;
    }),
  );
}
