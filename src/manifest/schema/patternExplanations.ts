import type { ToolLanguage } from '../../messages/toolLanguage';
import { HREF_PATTERN, MENU_HREF_PATTERN } from './linkHref';

// The schema's regular expressions, in words. Keyed by the exact pattern text;
// a test checks that every pattern in the schema has an entry here. The English
// reads after "It must ".
export const PATTERN_EXPLANATIONS: Readonly<Record<string, Record<ToolLanguage, string>>> = {
  '^[a-z][a-z0-9-]*$': {
    ko: '영문 소문자로 시작하고, 영문 소문자·숫자·하이픈(-)만 쓸 수 있습니다.',
    en: 'start with a lower-case letter and use only lower-case letters, digits and hyphens (-).',
  },
  '^(?!(?:consent|page|website)$)[a-z][a-zA-Z0-9]{0,39}$': {
    ko: '영문 소문자로 시작하고 영문자·숫자만 40자까지 씁니다. consent, page, website는 양식이 이미 쓰므로 쓸 수 없습니다.',
    en: 'start with a lower-case letter and use only letters and digits, up to 40; consent, page and website are the form’s own and cannot be used.',
  },
  '^[a-zA-Z0-9][a-zA-Z0-9-]{0,39}$': {
    ko: '영문자나 숫자로 시작하고 영문자·숫자·하이픈(-)만 40자까지 씁니다.',
    en: 'start with a letter or digit and use only letters, digits and hyphens (-), up to 40.',
  },
  '^/([a-z0-9-]+(/[a-z0-9-]+)*)?$': {
    ko: '/로 시작하고 영문 소문자·숫자·하이픈(-)만 쓰며, 끝에 /를 붙이지 않습니다.',
    en: 'start with / and use only lower-case letters, digits and hyphens (-), without a / at the end.',
  },
  [HREF_PATTERN]: {
    ko: '사이트 안의 주소(/나 #으로 시작), 다른 사이트의 주소(https:// 또는 http://로 시작), 메일 보내기("mailto:" 뒤에 메일 주소), 전화 걸기("tel:" 뒤에 번호) 가운데 하나여야 합니다.',
    en: 'be an address inside the site (starting with / or #) or one starting with https://, http://, mailto: or tel:.',
  },
  [MENU_HREF_PATTERN]: {
    ko: '사이트 안의 페이지 주소(/로 시작하고 영문 소문자·숫자·하이픈(-)만, 끝에 / 없이)이거나 https://로 시작하는 다른 사이트의 주소여야 합니다.',
    en: 'be a page of the site (starting with /, using only lower-case letters, digits and hyphens, without a / at the end) or an address starting with https://.',
  },
  '^/[A-Za-z0-9_./-]+\\.(svg|png|jpe?g|webp|avif)$': {
    ko: '/로 시작하고 .svg, .png, .jpg, .jpeg, .webp, .avif 중 하나로 끝나야 합니다. 영문, 숫자, 밑줄(_), 점(.), 하이픈(-)만 쓸 수 있습니다.',
    en: 'start with / and end in .svg, .png, .jpg, .jpeg, .webp or .avif, using only letters, digits, underscores (_), dots (.) and hyphens (-).',
  },
  '^/[A-Za-z0-9_./\\uAC00-\\uD7A3-]+\\.(pdf|hwp|hwpx|docx|xlsx)$': {
    ko: '/로 시작하고 .pdf, .hwp, .hwpx, .docx, .xlsx 중 하나로 끝나야 합니다. 영문, 숫자, 한글, 밑줄(_), 점(.), 하이픈(-)만 쓸 수 있습니다(띄어쓰기는 안 됩니다).',
    en: 'start with / and end in .pdf, .hwp, .hwpx, .docx or .xlsx, using only letters, digits, Hangul, underscores (_), dots (.) and hyphens (-), without spaces.',
  },
  '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$': {
    ko: '24시간제 시:분으로, 두 자리씩 씁니다(예: "09:00", "18:30"; 자정에 닫으면 "24:00").',
    en: 'be a 24-hour time as two-digit hours and minutes, e.g. "09:00" or "18:30" ("24:00" for midnight at closing).',
  },
  '^#[0-9a-fA-F]{6}$': {
    ko: '#과 16진수 여섯 자리(0–9, a–f)로 씁니다.',
    en: 'be # followed by six hexadecimal digits (0–9, a–f).',
  },
  '^https://': {
    ko: 'https://로 시작해야 합니다(암호화하지 않은 http://는 받지 않습니다).',
    en: 'start with https:// (plain http:// is not accepted).',
  },
  '^https?://[^/]+(/[^/]+)*$': {
    ko: 'http:// 또는 https://로 시작하고 끝에 /를 붙이지 않습니다.',
    en: 'start with http:// or https://, without a / at the end.',
  },
  '^[0-9]{3}-[0-9]{2}-[0-9]{5}$': {
    ko: '숫자 3자리-2자리-5자리를 하이픈(-)으로 이어 씁니다.',
    en: 'be 3, 2 and 5 digits joined by hyphens (-).',
  },
  '^[0-9]{5}$': { ko: '숫자 5자리로 씁니다.', en: 'be five digits.' },
  '^(?=(?:[^0-9]*[0-9]){3,15}[^0-9]*$)\\+?(\\([0-9]{1,5}\\)|[0-9]{1,5})([ .-]?(\\([0-9]{1,5}\\)|[0-9]{1,5}))*$': {
    ko: '전화번호를 숫자 3–15자리로 씁니다. 숫자 사이에는 하이픈(-), 띄어쓰기, 점(.), 괄호를 쓸 수 있고, 국제 형식은 +로 시작합니다(예: 02-123-4567, 1588-1234, +82 2-1234-5678, +1 (415) 555-0100).',
    en: 'be a phone number of 3 to 15 digits, separated by hyphens (-), spaces, dots (.) or brackets, starting with + in international form, e.g. 02-123-4567, 1588-1234, +82 2-1234-5678 or +1 (415) 555-0100.',
  },
  '^[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?$': {
    ko: '영문 소문자 2–3자로 된 언어 코드입니다(예: "ko", "en", 필요하면 "zh-Hant"나 "en-GB"처럼).',
    en: 'be a language code of 2–3 lower-case letters, e.g. "ko" or "en" (or "zh-Hant", "en-GB").',
  },
  '^(\\*|[a-z]{2,3}(-[A-Z][a-z]{3})?(-[A-Z]{2})?)$': {
    ko: '언어 코드(예: "ko", "en")이거나, 모든 언어에 같은 글이면 "*"입니다.',
    en: 'be a language code, e.g. "ko" or "en", or "*" for a text that is the same in every language.',
  },
  '^[a-z]{2,3}_[A-Z]{2}$': {
    ko: '언어 코드와 국가 코드를 밑줄(_)로 이어 씁니다(예: "ko_KR", "en_US").',
    en: 'be a language code and a country code joined by an underscore (_), e.g. "ko_KR" or "en_US".',
  },
  '^(https?://((www\\.|m\\.)?youtube\\.com/(watch\\?v=|embed/)|youtu\\.be/)[A-Za-z0-9_-]{11}([?&#]\\S*)?|https?://(www\\.)?vimeo\\.com/[0-9]+([?#]\\S*)?)$':
    {
      ko: '유튜브 동영상 하나의 주소("https://www.youtube.com/watch?v=" 뒤에 동영상 아이디 11자, "https://youtu.be/아이디", "https://www.youtube.com/embed/아이디")나 비메오 동영상 하나의 주소("https://vimeo.com/" 뒤에 숫자)여야 합니다. 재생 목록, 채널, 쇼츠(shorts), 다른 사이트의 주소는 쓸 수 없습니다.',
      en: 'be the address of one YouTube video ("https://www.youtube.com/watch?v=" followed by the 11-character video id, "https://youtu.be/<id>" or "https://www.youtube.com/embed/<id>") or of one Vimeo video ("https://vimeo.com/" followed by its number); playlists, channels, shorts and other sites are not accepted.',
    },
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}$': {
    ko: '연-월-일을 하이픈(-)으로 이어 숫자 4자리-2자리-2자리로 씁니다(예: "2026-12-01").',
    en: 'be a date as year-month-day, 4, 2 and 2 digits joined by hyphens (-), e.g. "2026-12-01".',
  },
  '^[a-z0-9]+(-[a-z0-9]+)*$': {
    ko: '영문 소문자·숫자만 쓰고, 낱말 사이는 하이픈(-) 하나로 잇습니다(예: "2026-year-end-closing").',
    en: 'use only lower-case letters and digits, words joined by single hyphens (-), e.g. "2026-year-end-closing".',
  },
  '^[0-9a-f]{32}$': {
    ko: '숫자와 영문 소문자 a–f로 된 32자리입니다.',
    en: 'be 32 characters: digits and lower-case a–f.',
  },
};

/**
 * A Korean phone number written as digits only, with its hyphens: Seoul's 02
 * takes two digits, every other area code and 010 take three. Undefined when the
 * digits cannot be a phone number.
 */
export function koreanPhoneNumber(digits: string): string | undefined {
  if (!/^0\d{8,10}$/u.test(digits)) return undefined;
  const area = digits.startsWith('02') ? 2 : 3;
  const rest = digits.slice(area);
  if (rest.length !== 7 && rest.length !== 8) return undefined;
  const middle = rest.length - 4;
  return `${digits.slice(0, area)}-${rest.slice(0, middle)}-${rest.slice(middle)}`;
}

/**
 * A corrected value to propose, when a common slip (capitals, "_" or spaces,
 * a leading "#", a missing or extra "/") explains the mismatch.
 */
export function repairToPattern(value: string, pattern: string): string | undefined {
  const regex = new RegExp(pattern, 'u');
  const cleaned = value
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/(?<!\/)\/+$/, '');
  const lower = cleaned.toLowerCase();
  // Files under public/ are served from the site's root, so "public/images/a.svg" means "/images/a.svg".
  const fromSiteRoot = `/${lower.replace(/^\/*(public\/)?/, '')}`;
  const phone = koreanPhoneNumber(value.replace(/[\s.-]/gu, ''));
  const candidates = [
    value.trim(),
    cleaned,
    lower,
    lower.replace(/^#/, ''),
    fromSiteRoot,
    `#${cleaned}`,
    ...(phone ? [phone] : []),
  ];
  return candidates.find((candidate) => candidate !== value && regex.test(candidate));
}
