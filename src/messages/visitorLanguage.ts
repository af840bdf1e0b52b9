// The languages of the site, for visitors: the texts the code itself writes for
// them (the inquiry form's checks and refusals, the spam trap's label, the
// server's error pages) exist in these. They are not the tools' languages
// (toolLanguage.ts): a site may declare any language in site.json's `languages`,
// and adding one needs only its visitor texts. Add its code here and the
// compiler names every catalogue entry still missing it.
export const visitorLanguages = ['ko', 'en'] as const;

export type VisitorLanguage = (typeof visitorLanguages)[number];

const isVisitorLanguage = (code: string): code is VisitorLanguage =>
  (visitorLanguages as readonly string[]).includes(code);

/** The visitor texts for a site language's code, its own or its base language's (en-GB → en); none when the code has none. */
export function ownVisitorLanguage(code: string): VisitorLanguage | undefined {
  if (isVisitorLanguage(code)) return code;
  const base = code.split('-')[0] ?? '';
  return isVisitorLanguage(base) ? base : undefined;
}

/**
 * The language visitors read the code's texts in on a page in `code`: its own;
 * for a language without them (which validation warns about), the site's default
 * language's, as the site shows its own untranslated texts; else the first of the
 * site's languages that has them; else Korean, the language of the lab's staff.
 */
export function visitorLanguageFor(code: string, siteLanguages: readonly { code: string }[]): VisitorLanguage {
  for (const candidate of [code, ...siteLanguages.map((language) => language.code)]) {
    const own = ownVisitorLanguage(candidate);
    if (own) return own;
  }
  return visitorLanguages[0];
}

/** A count as readers of the language write it: 5,000 rather than 5000. */
export const formatCount = (count: number, language: VisitorLanguage): string => count.toLocaleString(language);
