/** The not-found page's title, the same in the prerendered 404.html and after client-side navigation. */
export function notFoundTitle(siteName: string, notFoundLabel: string): string {
  return `${notFoundLabel} | ${siteName}`;
}
