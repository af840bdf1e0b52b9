import { listen, type RunningServer } from '../../../scripts/server/listen';
import { createSiteHandler } from '../../../scripts/server/site-handler';

/** Serves a built directory on a free port with the same handler as `npm start`. */
export function serveSite(dir: string): Promise<RunningServer> {
  return listen(createSiteHandler(dir), 0, '127.0.0.1');
}
