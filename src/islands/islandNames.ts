/**
 * Every island, by the file in src/islands/components/ the browser loads for
 * it. A test checks that each file's component is the one defineIsland names.
 */
export const islandNames = [
  'header',
  'fullPageScroller',
  'categoryTabs',
  'instrumentTabs',
  'inquiryDialogButton',
  'inquiryForm',
  'locationMap',
  'hashScroll',
  'videoPlayer',
] as const;

export type IslandName = (typeof islandNames)[number];
