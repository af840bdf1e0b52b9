import type { Catalogue } from './Lang';

// Settings that are valid but should not reach visitors: the build still succeeds, and says so.
export interface WarningParams {
  'console-delivery': Record<string, never>;
}

export const WARNING_TEMPLATES: Catalogue<WarningParams> = {
  'console-delivery': {
    ko: () => ({
      message: '문의 양식이 문의를 아무 데도 보내지 않습니다(개발용 console 방식). 이대로 올리면 방문자의 문의가 연구소에 닿지 않습니다.',
      hint: '사이트를 올리기 전에 "delivery": { "mode": "api" }로 바꾸세요(또는 endpoint나 mailto).',
    }),
    en: () => ({
      message: 'The inquiry form sends inquiries nowhere (the development-only console mode). Published like this, no inquiry reaches the lab.',
      hint: 'Change it to "delivery": { "mode": "api" } (or endpoint or mailto) before publishing.',
    }),
  },
};
