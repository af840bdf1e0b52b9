import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { scriptJson } from '../document/scriptJson';
import { islandAttribute } from './islandMarkup';
import type { IslandName } from './islandNames';

/** Collects the names of the islands one page renders, so the document preloads their code. */
export const IslandsOnPage = createContext<Set<IslandName> | null>(null);

/** Prerendered content an island keeps but never draws in the browser (see slotContent). */
export interface Slots {
  slots?: readonly ReactNode[];
}

/**
 * Marks a component as an island: prerendered like any other, then hydrated
 * in the browser as its own root from the props serialised beside it, while
 * the rest of the page stays static HTML. Props must be plain data; `slots`
 * are rendered on the server only.
 */
export function defineIsland<P extends object>(name: IslandName, Component: ComponentType<P & Slots>) {
  function Island(props: P & Slots) {
    useContext(IslandsOnPage)?.add(name);
    const { slots: _serverOnly, ...data } = props;
    return (
      <>
        <div {...{ [islandAttribute]: name }}>
          <Component {...props} />
        </div>
        <script type="application/json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
