/**
 * The attribute of an element that shows a value of site.json, in the editor's
 * preview only: the value's JSON Pointer, so a click on it opens its field.
 */
export const editPlaceAttribute = 'data-edit-place';

/** What a value of site.json carries in the editor's preview: its JSON Pointer (see markPlaces.ts). */
export interface EditPlaced {
  place?: string;
}

/** Props marking the element that shows a value with its place; none where the value has no place (anywhere but the preview). */
export function editPlaceProps(place: string | undefined): { [editPlaceAttribute]?: string } {
  return place === undefined ? {} : { [editPlaceAttribute]: place };
}
