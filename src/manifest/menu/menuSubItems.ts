/** A sub-item as the header shows it, written in the manifest or derived from a section. */
export interface SubItemOf<Label> {
  label: Label;
  href?: string;
  hash: string;
}

interface GroupOf<Label> {
  href: string;
  subItems?: readonly SubItemOf<Label>[];
}

interface RouteOf<Label> {
  path: string;
  page: { sections: readonly { id: string; label?: Label }[] };
}

/**
 * A menu group's sub-items: the ones written in the manifest when it has them
 * (an override, or a page whose sections have no names), otherwise one per
 * named section of the group's page, so a tab added to a category page is in
 * the menu in every language without a second edit that could drift apart.
 * Generic over the label so the same rule serves the manifest as written and
 * as resolved for one language.
 */
export function menuSubItems<Label>(group: GroupOf<Label>, routes: readonly RouteOf<Label>[]): SubItemOf<Label>[] {
  if (group.subItems) return [...group.subItems];
  const page = routes.find((route) => route.path === group.href)?.page;
  return (page?.sections ?? []).flatMap((section) =>
    section.label === undefined ? [] : [{ label: section.label, hash: section.id }],
  );
}
