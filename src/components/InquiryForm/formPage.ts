/**
 * What a form reports as where it was sent from: its route and section, e.g.
 * /help#inquiry. The route's own spelling: a page served as /help/ is the
 * route /help, which is what the server looks up.
 */
export function formPage(pathname: string, section: string): string {
  return `${pathname.replace(/(.)\/+$/, '$1')}#${section}`;
}
