/** Which of a category page's sections the page being rendered holds in full, or which notice post it shows. */
export interface SectionsShown {
  /** The section the page is about (a section's own page); the first when unset. */
  own?: string;
  /** Every section in full: the render that only collects the styles of the sections a page fetches later. */
  every?: boolean;
  /** The slug of the notice post the page is about (a post's own page): its page shows only the notice board holding it. */
  post?: string;
}
