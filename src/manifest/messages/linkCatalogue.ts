import { particle, withParticle } from '../korean';
import type { ProblemCatalogue } from './reader';
import type { ToolLanguage } from '../../messages/toolLanguage';
import { shorten } from './valueWords';

// Links that would not lead to a page: a script, a data blob, another host.
export interface LinkParams {
  /**
   * `scheme` as a browser reads the link ("javascript:", "data:"), or "//" for
   * an address on another host; `disguised` when the value spells it otherwise
   * (upper case, spaces, tabs or character references such as "&#9;").
   */
  'unsafe-link': { value: string; scheme: string; disguised: boolean };
  /** A link written in a paragraph ("[words](address)") whose address is no link at all; `repaired` is the likely one. */
  'malformed-text-link': { value: string; repaired?: string };
}

/** Schemes whose link runs what it holds on the site's own origin instead of opening a page. */
const RUNS_CODE = new Set(['javascript:', 'vbscript:', 'data:']);

const ALLOWED: Record<ToolLanguage, string> = {
  ko: '쓸 수 있는 링크: https:// 또는 http://로 시작하는 인터넷 주소, mailto:(메일 보내기), tel:(전화 걸기), /로 시작하는 사이트 안의 주소(예: "/introduce#contact"), #으로 시작하는 이 페이지의 섹션(예: "#greeting").',
  en: 'Links may be: web addresses starting with https:// or http://, mailto: (write an email), tel: (call), addresses inside the site starting with / (e.g. "/introduce#contact") and sections of this page starting with # (e.g. "#greeting").',
};

const shown = (value: string) => JSON.stringify(shorten(value, 60));

function reasonKo(scheme: string): string {
  if (scheme === '//') return '//로 시작하는 주소는 이 사이트가 아니라 다른 사이트로 이어집니다.';
  if (RUNS_CODE.has(scheme))
    return `'${scheme}' 링크는 누르면 페이지를 여는 대신 그 안에 적힌 프로그램을 이 사이트에서 실행합니다. 방문자의 정보를 빼내거나 사이트를 다르게 보이게 할 수 있어 받지 않습니다.`;
  return `'${scheme}' 링크는 방문자의 브라우저에서 열리지 않거나 다른 프로그램을 엽니다.`;
}

function reasonEn(scheme: string): string {
  if (scheme === '//') return 'An address starting with // leads to another site, not to a page of this one.';
  if (RUNS_CODE.has(scheme))
    return `A '${scheme}' link runs what it holds on this site when clicked instead of opening a page; it could steal visitors' data or change what the site shows.`;
  return `A '${scheme}' link does not open in visitors' browsers, or opens another program.`;
}

const TEXT_LINK: Record<ToolLanguage, string> = {
  ko: '글 안의 링크는 [보이는 글](주소)로 씁니다. 예: [개인정보처리방침](/privacy), [KOLAS](https://www.knab.go.kr).',
  en: 'A link inside a text is written [words](address), e.g. [Privacy policy](/privacy) or [KOLAS](https://www.knab.go.kr).',
};

export const LINK_TEMPLATES: ProblemCatalogue<LinkParams> = {
  'malformed-text-link': {
    ko: ({ value, repaired }) => ({
      message: `글 안의 링크 주소 ${shown(value)}${particle('"', '은/는')} 링크로 쓸 수 없는 주소입니다.${repaired ? ` ${JSON.stringify(repaired)}${particle('"', '을/를')} 뜻했나요?` : ''}`,
      hint: `${TEXT_LINK.ko} ${ALLOWED.ko}`,
    }),
    en: ({ value, repaired }) => ({
      message: `The link address ${shown(value)} inside the text is not an address a link can have.${repaired ? ` Did you mean ${JSON.stringify(repaired)}?` : ''}`,
      hint: `${TEXT_LINK.en} ${ALLOWED.en}`,
    }),
  },
  'unsafe-link': {
    ko: ({ value, scheme, disguised }) => ({
      message: `${shown(value)}${particle('"', '은/는')} 쓸 수 없는 링크 주소입니다. ${reasonKo(scheme)}${disguised ? ` 대문자, 앞의 빈칸, 글자 사이의 탭·줄바꿈, &#9; 같은 문자 참조는 브라우저가 무시하므로 이 주소는 '${scheme}'(으)로 읽힙니다.` : ''}`,
      hint:
        scheme === '//'
          ? `사이트 안의 주소는 /를 하나만 써서 "/introduce"처럼, 다른 사이트는 "https://"를 붙여 쓰세요. ${ALLOWED.ko}`
          : ALLOWED.ko,
    }),
    editor: ({ value, scheme }) => ({
      message: `${withParticle(`'${shorten(value, 60)}'`, '은/는')} 쓸 수 없는 링크 주소입니다. ${reasonKo(scheme)}`,
      hint: '이 칸의 목록에서 사이트의 페이지를 고르거나, 다른 사이트라면 https://로 시작하는 주소를 쓰세요. 메일을 보내는 링크는 메일 주소 앞에 "mailto:"를(예: "mailto:lab@example.com"), 전화를 거는 링크는 번호 앞에 "tel:"을(예: "tel:02-123-4567") 붙입니다.',
    }),
    en: ({ value, scheme, disguised }) => ({
      message: `${shown(value)} is not an allowed link. ${reasonEn(scheme)}${disguised ? ` Browsers ignore upper case, leading spaces, tabs and line breaks inside it and character references such as &#9;, so this reads as '${scheme}'.` : ''}`,
      hint:
        scheme === '//'
          ? `Write addresses inside the site with one /, as in "/introduce", and other sites with "https://". ${ALLOWED.en}`
          : ALLOWED.en,
    }),
  },
};
