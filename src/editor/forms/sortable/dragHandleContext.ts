import { createContext, type ReactNode } from 'react';

/** The handle of the list item being drawn, for its template to place; none where the list cannot be reordered. */
export const DragHandleContext = createContext<ReactNode>(null);
