/**
 * The attribute of an element that shows a value of site.json, in the editor's
 * preview only: the value's JSON Pointer, so a click on it opens its field.
 * Components write it as `data-edit-place={value.place}`, which React leaves
 * out where the value has no place (anywhere but the preview); a constant
 * imported by the site's islands would cost every page a module of its own.
 */
export const editPlaceAttribute = 'data-edit-place';

/** What a value of site.json carries in the editor's preview: its JSON Pointer (see markPlaces.ts). */
export interface EditPlaced {
  place?: string;
}

/**
 * What the owner of an instrument tab list carries in the editor's preview: the
 * place of its list. A tab's label is the instrument's own, which the page shows
 * in the order of this list, so a tab is dragged as its entry here (markPlaces.ts).
 */
export interface TabListPlaced {
  tabsPlace?: string;
}
