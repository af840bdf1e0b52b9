/** The id of the JSON script the preview server writes into each page it serves the frame. */
export const frameConfigId = '_preview';

/** What a page in the preview frame is told by the server that drew it. */
export interface FrameConfig {
  /** The editor's origins (it answers at 127.0.0.1 and at localhost): the only windows the frame talks to. */
  editors: string[];
  /** The draft version the page was drawn from. */
  version: number;
}
