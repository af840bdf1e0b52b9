import { routePath } from '../../render/routePath';

/**
 * What a form reports as where it was sent from: its route (what the server
 * looks up) and section, e.g. /help#inquiry.
 */
export function formPage(pathname: string, section: string): string {
  return `${routePath(pathname)}#${section}`;
}
