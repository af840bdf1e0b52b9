import { breadcrumb } from './breadcrumb';

/**
 * A part of the site in the words the editor's forms and navigation show it
 * (the schema's titles), for hints that send staff there: "/footer/links" →
 * "바닥글 › 바닥글 링크".
 */
export const placeOf = (pointer: string) => breadcrumb(pointer, undefined, 'ko');
