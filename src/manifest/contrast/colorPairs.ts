import type { ThemeColor } from '../../theme/themeColors';

export type { ThemeColor };

/**
 * What a pair draws: text needs 4.5:1; what is not text but must be seen (the
 * focus ring, the mark under the current tab or menu) 3:1. WCAG 2.1 AA, 1.4.3 and 1.4.11.
 */
export type PairUse = 'text' | 'non-text';

export const REQUIRED_RATIO: Record<PairUse, number> = { text: 4.5, 'non-text': 3 };

export interface ColorPair {
  foreground: ThemeColor;
  background: ThemeColor;
  use: PairUse;
  /** Where visitors see the pair, for the message. */
  where: { ko: string; en: string };
}

const pair = (foreground: ThemeColor, background: ThemeColor, use: PairUse, ko: string, en: string): ColorPair => ({
  foreground,
  background,
  use,
  where: { ko, en },
});

/**
 * Every pair of colours the components put one on the other, read from their
 * styles, and only those: the accent draws marks on the page (the current
 * tab's line), never on the dark surfaces, where focusOnDark marks the header's
 * current page, so it is not checked there. The `border` colour draws dividers
 * and card edges, which need no contrast, since the text inside tells the card
 * or button apart. Text the large-text rule alone would cover shares its
 * colours with normal text everywhere, so every text pair needs 4.5:1.
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
    'card',
    'text',
    '카드(협력사, 연락처, 문의 양식)의 글',
    'text on the cards (partners, contact details, the inquiry form)',
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
  pair('textMuted', 'card', 'text', '카드의 항목 이름(상호, 전화)', 'item names on the cards (company, phone)'),
  pair('accentText', 'background', 'text', '링크', 'links'),
  pair('accentText', 'surface', 'text', '연한 영역의 단계 번호', 'step numbers in the tinted areas'),
  pair('accentText', 'card', 'text', '카드의 링크(지도 열기)', 'links on the cards (open the map)'),
  pair('primary', 'background', 'text', '제목과 선택된 탭', 'headings and the selected tab'),
  pair(
    'primary',
    'surface',
    'text',
    '연한 영역의 제목(동의 안내, 접수 번호)',
    'headings in the tinted areas (the consent notice, the reference number)',
  ),
  pair('primary', 'card', 'text', '카드(카드, 사람 소개)의 제목', 'headings on the cards (cards, people)'),
  pair('onPrimary', 'primary', 'text', '머리글, 배너, 보내기 단추의 글', 'the header, the banner and the send button'),
  pair('onPrimary', 'primaryDark', 'text', '마우스를 올린 보내기 단추의 글', 'the send button under the pointer'),
  pair('onPrimary', 'accentText', 'text', '문의하기 단추의 글', 'the inquiry button'),
  pair(
    'onDark',
    'primaryDark',
    'text',
    '홈 첫 화면의 제목과 바로 가기, 바닥글의 회사 이름',
    'the home page’s title and tiles, the company’s name in the footer',
  ),
  pair(
    'onDarkBody',
    'primaryDark',
    'text',
    '홈 첫 화면의 설명과 바닥글의 사업자 정보',
    'the home page’s description and the business details in the footer',
  ),
  pair('onDarkBody', 'primary', 'text', '배너의 소개 글', 'the banner’s lead'),
  pair('onDarkLink', 'primaryDark', 'text', '바닥글의 링크', 'the links in the footer'),
  pair(
    'onDarkMuted',
    'primaryDark',
    'text',
    '바닥글의 글과 홈 첫 화면 사진의 출처',
    'the footer’s text and the credit of the home page’s picture',
  ),
  pair(
    'onDarkFaint',
    'primaryDark',
    'text',
    '바닥글의 항목 이름과 저작권 줄',
    'the footer’s item names and copyright line',
  ),
  pair('highlight', 'primaryDark', 'text', '홈 첫 화면의 부제', 'the home page’s subtitle'),
  pair('error', 'background', 'text', '문의 양식의 오류 안내', 'the inquiry form’s error messages'),
  pair('error', 'surface', 'text', '연한 영역의 오류 안내(동의)', 'error messages in the tinted areas (consent)'),
  pair('error', 'card', 'text', '카드 안 문의 양식의 오류 안내', 'error messages in the inquiry form’s card'),
  pair('focus', 'background', 'non-text', '키보드 초점 테두리', 'the keyboard focus ring'),
  pair(
    'focus',
    'surface',
    'non-text',
    '연한 영역 안의 키보드 초점 테두리',
    'the keyboard focus ring in the tinted areas',
  ),
  pair('focus', 'card', 'non-text', '카드 안의 키보드 초점 테두리', 'the keyboard focus ring on the cards'),
  pair(
    'focusOnDark',
    'primary',
    'non-text',
    '머리글의 지금 페이지 밑줄과 초점 테두리',
    'the current page’s line and the focus ring in the header',
  ),
  pair(
    'focusOnDark',
    'primaryDark',
    'non-text',
    '바닥글과 홈 첫 화면의 키보드 초점 테두리',
    'the keyboard focus ring in the footer and on the home page’s first screen',
  ),
  pair(
    'accent',
    'background',
    'non-text',
    '선택된 탭의 밑줄과 홈 머리글의 지금 페이지 밑줄',
    'the line under the selected tab and under the current page in the home page’s header',
  ),
];
