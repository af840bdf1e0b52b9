import { breadcrumb } from './breadcrumb';

/**
 * A part of the site as the editor's navigation and forms name it, for hints
 * that send staff there: "/footer/links" → "바닥글 › 바닥글 링크",
 * "/labels/languageSwitch" → "문구 › 언어 바꾸기 이름".
 */
export function placeOf(pointer: string): string {
  return breadcrumb(pointer, undefined, 'ko');
}
