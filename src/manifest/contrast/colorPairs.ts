import type { Theme } from '../site.gen';
import { CARD_BACKGROUND, ON_DARK } from '../../theme/fixedColors';

export type ThemeColor = keyof Theme['colors'];

/** A colour of a pair: one of the theme's, by its key, or one the components write themselves. */
export type PairColor = ThemeColor | { fixed: string };

/**
 * What a pair draws: text needs 4.5:1; what is not text but must be seen (the
 * focus ring, the mark under the current tab or menu) 3:1. WCAG 2.1 AA, 1.4.3 and 1.4.11.
 */
export type PairUse = 'text' | 'non-text';

export const REQUIRED_RATIO: Record<PairUse, number> = { text: 4.5, 'non-text': 3 };

/** At least one colour of a pair is the theme's: a pair of colours written in the components is theirs to keep readable. */
export type ColorPair = (
  { foreground: ThemeColor; background: PairColor } | { foreground: { fixed: string }; background: ThemeColor }
) & {
  use: PairUse;
  /** Where visitors see the pair, for the message. */
  where: { ko: string; en: string };
};

function pair(foreground: ThemeColor, background: PairColor, use: PairUse, ko: string, en: string): ColorPair;
function pair(foreground: { fixed: string }, background: ThemeColor, use: PairUse, ko: string, en: string): ColorPair;
function pair(foreground: PairColor, background: PairColor, use: PairUse, ko: string, en: string): ColorPair {
  // The overloads above keep a pair of two fixed colours from being written.
  return { foreground, background, use, where: { ko, en } } as ColorPair;
}

const card = { fixed: CARD_BACKGROUND };

/**
 * Every pair of colours the components put one on the other, read from their
 * styles. Only text and marks that must be seen: the `border` colour draws
 * dividers and card edges, which need no contrast, since the text inside tells
 * the card or button apart. Text the large-text rule alone would cover shares
 * its colours with normal text everywhere, so every text pair needs 4.5:1.
 */
export const COLOR_PAIRS: readonly ColorPair[] = [
  pair('text', 'background', 'text', '페이지의 본문', 'body text on the page'),
  pair(
    'text',
    'surface',
    'text',
    '연한 영역(단계, 장비 사양, 동의 안내)의 글',
    'text in the tinted areas (steps, specifications, the consent notice)',
  ),
  pair(
    'text',
    card,
    'text',
    '흰 카드(협력사, 연락처, 문의 양식)의 글',
    'text on the white cards (partners, contact details, the inquiry form)',
  ),
  pair(
    'textMuted',
    'background',
    'text',
    '보조 글(설명, 영문 이름, 분야 탭)',
    'secondary text (descriptions, English names, category tabs)',
  ),
  pair(
    'textMuted',
    'surface',
    'text',
    '연한 영역의 보조 글(준비 중 안내, 지도 안내)',
    'secondary text in the tinted areas (coming soon, the map notice)',
  ),
  pair('textMuted', card, 'text', '흰 카드의 항목 이름(상호, 전화)', 'item names on the white cards (company, phone)'),
  pair('accentText', 'background', 'text', '링크', 'links'),
  pair('accentText', 'surface', 'text', '연한 영역의 단계 번호', 'step numbers in the tinted areas'),
  pair('accentText', card, 'text', '흰 카드의 링크(지도 열기)', 'links on the white cards (open the map)'),
  pair('primary', 'background', 'text', '제목과 선택된 탭', 'headings and the selected tab'),
  pair(
    'primary',
    'surface',
    'text',
    '연한 영역의 제목(동의 안내, 접수 번호)',
    'headings in the tinted areas (the consent notice, the reference number)',
  ),
  pair('primary', card, 'text', '흰 카드(카드, 사람 소개)의 제목', 'headings on the white cards (cards, people)'),
  pair('onPrimary', 'primary', 'text', '머리글, 배너, 보내기 단추의 글', 'the header, the banner and the send button'),
  pair('onPrimary', 'primaryDark', 'text', '마우스를 올린 보내기 단추의 글', 'the send button under the pointer'),
  pair('onPrimary', 'accentText', 'text', '문의하기 단추의 글', 'the inquiry button'),
  ...Object.values(ON_DARK).map((color) =>
    pair(
      { fixed: color },
      'primaryDark',
      'text',
      '바닥글과 홈 첫 화면의 글',
      'text in the footer and on the home page’s first screen',
    ),
  ),
  pair({ fixed: ON_DARK.body }, 'primary', 'text', '배너의 소개 글', 'the banner’s lead'),
  pair(
    'accent',
    'background',
    'non-text',
    '키보드 초점 테두리와 선택된 탭의 밑줄',
    'the keyboard focus ring and the line under the selected tab',
  ),
  pair(
    'accent',
    'surface',
    'non-text',
    '연한 영역 안의 키보드 초점 테두리',
    'the keyboard focus ring in the tinted areas',
  ),
  pair(
    'accent',
    'primary',
    'non-text',
    '머리글의 지금 페이지 밑줄과 초점 테두리',
    'the current page’s line and the focus ring in the header',
  ),
  pair('accent', 'primaryDark', 'non-text', '바닥글의 키보드 초점 테두리', 'the keyboard focus ring in the footer'),
];
