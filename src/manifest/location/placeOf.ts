import { parsePointer } from '../json/pointer';
import { breadcrumb } from './breadcrumb';
import { SITE_PARTS } from './siteParts';

const partTitles = new Map(SITE_PARTS);

/**
 * A part of the site as the editor's navigation and forms name it, for hints
 * that send staff there: "/footer/links" → "바닥글 › 바닥글 링크",
 * "/labels/languageSwitch" → "문구 › 언어 바꾸기 이름".
 */
export function placeOf(pointer: string): string {
  const [part, ...rest] = parsePointer(pointer);
  const title = part === undefined ? undefined : partTitles.get(part);
  if (title === undefined) return breadcrumb(pointer, undefined, 'ko');
  return [title, ...breadcrumb(pointer, undefined, 'ko').split(' › ').slice(1)].join(' › ');
}
