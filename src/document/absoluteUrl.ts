/** The fully qualified URL of a path on the site, as canonical links, hreflang and the sitemap give it. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return baseUrl.replace(/\/+$/, '') + path;
}
