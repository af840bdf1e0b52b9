import type { PublicFiles } from './publicFiles';
import type { RouteIndex } from './routeIndex';

export interface CrossReferenceContext {
  data: unknown;
  routes: RouteIndex;
  publicFiles: PublicFiles;
  /** The line a value was written on, to point from a duplicate back to the first one. */
  lineOf(pointer: string): number;
}
