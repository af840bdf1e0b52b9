import { parsePointer, valueAt } from '../../manifest/json/pointer';
import { breadcrumb } from '../../manifest/location/breadcrumb';
import { isRecord } from '../../manifest/references/manifestShape';
import type { Language } from '../../manifest/site.gen';
import { itemHolding, type NavGroup } from '../navigation/navTree';
import type { SiteText } from './siteTexts';

const CRUMB = ' › ';

/** The page holding a section item, whose name the section's own does not say. */
function parentLabel(groups: readonly NavGroup[], itemPointer: string): string | undefined {
  return groups
    .flatMap((group) => group.items)
    .find((entry) => entry.children.some((child) => child.pointer === itemPointer))?.label;
}

/**
 * Where a text is, in the words of the editor: the item as the navigation names
 * it, then the field as its form titles it ("회사 정보 › 전화번호", "이용 안내 ›
 * 의뢰 절차 › 3번째 문단"), and its language on a site in more than one.
 */
export function placeName(
  text: SiteText,
  draft: unknown,
  groups: readonly NavGroup[],
  languages: readonly Language[],
): string {
  const item = itemHolding(groups, text.field);
  const crumbs = breadcrumb(text.field, draft, 'ko').split(CRUMB);
  const inside = item ? crumbs.slice(breadcrumb(item.pointer, draft, 'ko').split(CRUMB).length) : crumbs;
  // An entry of a list of texts (paragraphs, specification lines) is known by its number in the list:
  // "3번째 문단", whether it is one string or (named "문단 3" by the crumbs) one per language.
  const last = parsePointer(text.field).at(-1);
  if (last !== undefined && /^\d+$/.test(last)) {
    if (isRecord(valueAt(draft, text.field))) inside.pop();
    if (inside.length > 0) inside[inside.length - 1] = `${Number(last) + 1}번째 ${inside.at(-1)}`;
  }
  const named = item
    ? [parentLabel(groups, item.pointer), item.label, ...inside].filter((crumb) => crumb !== undefined)
    : inside;
  const language =
    languages.length > 1 && text.language !== undefined
      ? languages.find(({ code }) => code === text.language)
      : undefined;
  return `${named.join(CRUMB)}${language ? ` (${language.name})` : ''}`;
}
