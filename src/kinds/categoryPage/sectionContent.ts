/** Each page asked for, by URL: one category page's requests (CategoryTabs keeps them). */
export type SectionRequests = Map<string, Promise<string>>;

/**
 * The prerendered content of section `id`, taken from its own page (see
 * sitePages.ts). Asked for once: pointing at a tab asks early, choosing it
 * takes the same answer. A failed request is forgotten, so choosing the tab
 * again asks again.
 */
export function sectionContent(requests: SectionRequests, page: string, id: string): Promise<string> {
  const asked = requests.get(page);
  if (asked) return asked;
  const request = fetch(page).then(async (response) => {
    if (!response.ok) throw new Error(`${page} answered ${response.status}.`);
    const html = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById(id)?.innerHTML;
    if (html === undefined) throw new Error(`${page} has no section '${id}'.`);
    return html;
  });
  requests.set(page, request);
  request.catch(() => requests.delete(page));
  return request;
}
