/** Which of a category page's sections the page being rendered holds in full. */
export interface SectionsShown {
  /** The section the page is about (a section's own page); the first when unset. */
  own?: string;
  /** Every section in full: the render that only collects the styles of the sections a page fetches later. */
  every?: boolean;
}
