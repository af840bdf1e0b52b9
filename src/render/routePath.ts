/** The route a page's path names: a page served as /help/ is the route /help. */
export function routePath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}
