import { createContext } from 'react';

/** Moves the item at `from` of the nearest array field to `to`, as one change of the form. */
export type MoveItem = (from: number, to: number) => void;

export const MoveItemContext = createContext<MoveItem | undefined>(undefined);
