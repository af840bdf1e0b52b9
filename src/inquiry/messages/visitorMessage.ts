import { isLang, type Lang } from '../../manifest/messages/Lang';

/** What a visitor of the inquiry path reads: what is wrong, and, where there is more to say, what to do. */
export interface VisitorMessage {
  message: string;
  hint?: string;
}

/** One entry per message code, as the manifest's catalogue: its facts' shape in, a message per language out. */
export type VisitorCatalogue<ParamsByCode> = {
  readonly [Code in keyof ParamsByCode]: { readonly [L in Lang]: (params: ParamsByCode[Code]) => VisitorMessage };
};

/** The message as one line of the form or the API's answer. */
export const sentence = ({ message, hint }: VisitorMessage): string => (hint ? `${message} ${hint}` : message);

/**
 * The catalogue's language for one of the site's languages: its own when the
 * catalogue has it (en-GB → en); otherwise English, which a visitor of a page
 * in a language the catalogue lacks more likely reads than Korean.
 */
export function messageLanguage(code: string): Lang {
  const base = code.split('-')[0];
  return isLang(base) ? base : 'en';
}

const numberLocales: Record<Lang, string> = { ko: 'ko-KR', en: 'en-US' };

/** A count as readers of the language write it: 5,000 rather than 5000. */
export const formatCount = (count: number, lang: Lang): string => count.toLocaleString(numberLocales[lang]);
