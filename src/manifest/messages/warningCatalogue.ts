import { placeOf } from '../location/placeOf';
import type { ProblemCatalogue } from './reader';

// Settings that are valid but should not reach visitors: the build still succeeds, and says so.
export interface WarningParams {
  'console-delivery': Record<string, never>;
  /** `first` and `second` count tabs from 1; `id` is the second tab's instrument; `language` names a language other than the default whose pages repeat it. */
  'duplicate-tab-label': { label: string; first: number; second: number; id: string; language?: string };
  /** `page`: a page whose equipment groups show instruments, to name where one goes (none on a site without such a page). */
  'unshown-instrument': { id: string; page?: string };
  /** `page`: a page whose case tabs show cases. */
  'unshown-case': { id: string; page?: string };
  /**
   * A site language (`name`, `code`) the code has no visitor texts in: its pages show them in `shownIn`
   * (the name of the site language they fall back to, src/messages/visitorLanguage.ts).
   */
  'missing-visitor-texts': { name: string; code: string; shownIn: string };
}

// What the code itself writes for visitors, named alike in the three wordings.
const VISITOR_TEXTS_KO = '문의 양식의 입력 확인·거절 안내, 서버의 오류 페이지';
const VISITOR_TEXTS_EN = "the inquiry form's checks and refusals, and the server's error pages";

export const WARNING_TEMPLATES: ProblemCatalogue<WarningParams> = {
  'missing-visitor-texts': {
    ko: ({ name, code, shownIn }) => ({
      message: `사이트 언어 '${name}'(${code})에는 프로그램이 방문자에게 쓰는 글(${VISITOR_TEXTS_KO})이 없습니다. ${name} 페이지에서 이 글들은 ${shownIn}(으)로 보입니다. site.json의 글은 ${name}로 그대로 보입니다.`,
      hint: `${name}로 보이게 하려면 개발 담당자에게 src/messages/visitorLanguage.ts의 visitorLanguages에 '${code}'를 더하고 컴파일러가 알려 주는 글을 ${name}로 적어 달라고 하세요. 이 언어를 아직 보이지 않으려면 languages에서 빼세요.`,
    }),
    editor: ({ name, shownIn }) => ({
      message: `사이트 언어 '${name}'에는 프로그램이 방문자에게 쓰는 글(${VISITOR_TEXTS_KO})이 없습니다. ${name} 페이지에서 이 글들은 ${shownIn}(으)로 보입니다. 사이트 설정의 글은 ${name}로 그대로 보입니다.`,
      hint: `${name}로 보이게 하려면 개발 담당자에게 이 언어의 방문자용 글을 더해 달라고 하세요. 이 언어를 아직 보이지 않으려면 ${placeOf('/languages')}에서 빼세요.`,
    }),
    en: ({ name, code, shownIn }) => ({
      message: `Site language '${name}' (${code}) has none of the texts the code writes for visitors (${VISITOR_TEXTS_EN}). Its pages show them in ${shownIn}; the texts of site.json show in ${name} as written.`,
      hint: `To show them in ${name}, add '${code}' to visitorLanguages in src/messages/visitorLanguage.ts and write, in ${name}, each text the compiler then names. To keep the language off the site for now, remove it from languages.`,
    }),
  },
  'console-delivery': {
    ko: () => ({
      message:
        '문의 양식이 문의를 아무 데도 보내지 않습니다(개발용 console 방식). 이대로 올리면 방문자의 문의가 연구소에 닿지 않습니다.',
      hint: '사이트를 올리기 전에 "delivery": { "mode": "api" }로 바꾸세요(또는 endpoint나 mailto).',
    }),
    editor: () => ({
      message:
        '문의 양식이 문의를 아무 데도 보내지 않습니다(개발용 방식). 이대로 올리면 방문자의 문의가 연구소에 닿지 않습니다.',
      hint: `사이트를 올리기 전에 ${placeOf('/inquiryForm/delivery')} 칸에서 다른 방식을 고르세요.`,
    }),
    en: () => ({
      message:
        'The inquiry form sends inquiries nowhere (the development-only console mode). Published like this, no inquiry reaches the lab.',
      hint: 'Change it to "delivery": { "mode": "api" } (or endpoint or mailto) before publishing.',
    }),
  },
  'duplicate-tab-label': {
    ko: ({ label, first, second, id, language }) => ({
      message: `이 탭 목록의 ${first}번째와 ${second}번째 탭이 ${language ? `${language} 페이지에서 ` : ''}모두 '${label}'(으)로 보입니다. 방문자는 두 탭을 구별할 수 없습니다.`,
      hint: language
        ? `한쪽 탭의 ${language} 이름을 바꾸세요. instruments에서 장비 label의 그 언어 글을 고치거나, 이 탭에만 { "instrument": "${id}", "label": { … } }로 다른 이름을 주세요.`
        : `한쪽 탭을 { "instrument": "${id}", "label": "${label} (다른 이름)" }처럼 써서 이 탭에만 다른 이름을 주거나, instruments에서 장비의 label을 바꾸세요.`,
    }),
    editor: ({ label, first, second, language }) => ({
      message: `이 탭 목록의 ${first}번째와 ${second}번째 탭이 ${language ? `${language} 페이지에서 ` : ''}모두 '${label}'(으)로 보입니다. 방문자는 두 탭을 구별할 수 없습니다.`,
      hint: `한쪽 탭에 그 탭에만 쓰는 이름을 적거나, ${placeOf('/instruments')}에서 그 장비의 탭 이름을 바꾸세요.`,
    }),
    en: ({ label, first, second, id, language }) => ({
      message: `Tabs ${first} and ${second} of this tab list both read '${label}'${language ? ` on the ${language} pages` : ''}. Visitors cannot tell them apart.`,
      hint: language
        ? `Change one of them in ${language}: the instrument's label in instruments, or this tab's own, as in { "instrument": "${id}", "label": { … } }.`
        : `Give one of them its own name, as in { "instrument": "${id}", "label": "${label} (other name)" }, or change the instrument's label in instruments.`,
    }),
  },
  'unshown-instrument': {
    ko: ({ id, page }) => ({
      message: `장비 '${id}'은(는) 어느 페이지에도 보이지 않습니다. 분야 페이지의 장비 탭에도, 페이지에 보이는 분석 사례의 장비 탭에도 없어 방문자는 이 장비를 볼 수 없습니다.`,
      hint: `${page ? `'${page}' 같은 ` : ''}분야 페이지의 장비 묶음(equipmentGroup) instruments 목록에 "${id}"를 더하세요. 쓰지 않는 장비라면 instruments에서 지우세요.`,
    }),
    editor: () => ({
      message:
        '이 장비는 어느 페이지에도 보이지 않습니다. 분야 페이지의 장비 탭에도, 페이지에 보이는 분석 사례에도 없어 방문자는 이 장비를 볼 수 없습니다.',
      hint: `${placeOf('/routes')}에서 분야 페이지의 탭(장비 묶음)을 열고, 장비 탭에 이 장비를 더하세요. 쓰지 않는 장비라면 지우세요.`,
    }),
    en: ({ id, page }) => ({
      message: `Instrument '${id}' is shown on no page: no equipment group of a category page lists it, nor does a case shown on a page. Visitors cannot see it.`,
      hint: `Add "${id}" to the instruments of an equipment group on a category page${page ? ` such as '${page}'` : ''}, or remove it from instruments if it is not used.`,
    }),
  },
  'unshown-case': {
    ko: ({ id, page }) => ({
      message: `분석 사례 '${id}'은(는) 어느 페이지에도 보이지 않습니다. 이 사례를 보여 주는 분석 사례 탭(caseStudy)이 없어 방문자는 이 사례를 볼 수 없습니다.`,
      hint: `${page ? `'${page}' 페이지의 ` : '분야 페이지의 '}sections에 { "type": "caseStudy", "id": "${id}", "label": …, "case": "${id}" }를 더하세요. 쓰지 않는 사례라면 cases에서 지우세요.`,
    }),
    editor: () => ({
      message:
        '이 분석 사례는 어느 페이지에도 보이지 않습니다. 이 사례를 보여 주는 분석 사례 탭이 없어 방문자는 이 사례를 볼 수 없습니다.',
      hint: `${placeOf('/routes')}에서 분야 페이지를 열고 이 사례를 보여 주는 분석 사례 탭을 더하세요. 쓰지 않는 사례라면 지우세요.`,
    }),
    en: ({ id, page }) => ({
      message: `Case '${id}' is shown on no page: no case tab (caseStudy) shows it. Visitors cannot see it.`,
      hint: `Add { "type": "caseStudy", "id": "${id}", "label": …, "case": "${id}" } to the sections of ${page ? `'${page}'` : 'a category page'}, or remove it from cases if it is not used.`,
    }),
  },
};
