/** A problem as the panel and the fields show it: the server's (as `npm run validate` words it) or the editor's own. */
export interface PanelProblem {
  pointer: string;
  /** Where, in the site's words. */
  path: string;
  message: string;
  hint: string;
  /** The server's stable code ("missing-property"); the editor's own problems have none. */
  code?: string;
}
