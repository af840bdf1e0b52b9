/**
 * The parts of the site in the order and words staff use: the editor's navigation
 * shows them under these titles, and hints that send staff somewhere name them so.
 * Parts not listed are known by their schema title.
 */
export const SITE_PARTS: readonly [key: string, title: string][] = [
  ['menu', '메뉴'],
  ['routes', '페이지'],
  ['instruments', '장비 목록'],
  ['cases', '분석 사례'],
  ['company', '회사 정보'],
  ['partners', '협력사'],
  ['labels', '문구'],
  ['theme', '테마'],
];
