import type { FastifyError } from 'fastify';
import { checkInquiry } from '../../inquiry/checkInquiry';
import { fillMessage, sentence } from '../../messages/message';
import { visitorLanguageFor } from '../../messages/visitorLanguage';
import { plainTextIn } from '../../manifest/language/plainTextIn';
import { fillText } from '../../components/InquiryForm/inquiryText';
import { siteLanguages } from '../../manifest/language/siteLanguages';
import type { VisitorLanguage } from '../../messages/visitorLanguage';
import type { Language, SiteManifest, Text } from '../../manifest/site.gen';
import { bodyLimitBytes, formBodyCapBytes, kilobytes } from './bodyLimit';
import type { FieldRule } from '../../inquiry/fieldRules';
import { OversizedForm } from './formBody';
import { siteFieldRules } from './siteFieldRules';
import { InquiryRefusal } from './InquiryRefusal';
import { REFUSAL_MESSAGES, type RefusalMessageParams } from './refusalMessages';

/** A status text the lab wrote in site.json, in the visitor's language (the default language's where it lacks one). */
const siteText = (manifest: SiteManifest, text: Text, language: Language) => plainTextIn(manifest, language.code)(text);

function say<Code extends keyof RefusalMessageParams>(
  code: Code,
  params: RefusalMessageParams[Code],
  lang: VisitorLanguage,
): string {
  return sentence(fillMessage(REFUSAL_MESSAGES, code, params, lang));
}

/** Past the rate limit: `ttlMs` is what is left of the client's window, so Retry-After is the true wait. */
export function tooManyInquiries(manifest: SiteManifest, ttlMs: number, language: Language): InquiryRefusal {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new InquiryRefusal(
    429,
    { form: fillText(siteText(manifest, manifest.inquiryForm.status.tooMany, language), { seconds }) },
    { 'Retry-After': String(seconds) },
  );
}

/** Refused before the body is read, so without the form's page: in the site's default language. */
export const foreignOrigin = (manifest: SiteManifest) =>
  new InquiryRefusal(403, {
    form: say('foreign-origin', {}, visitorLanguageFor(siteLanguages(manifest)[0]!.code, siteLanguages(manifest))),
  });

/** Too large a body: a form post under the cap is shown again (cut, and each long field says its limit); past it, nothing is left. */
function tooLarge(
  error: unknown,
  formPost: boolean,
  rules: readonly FieldRule[],
  lang: VisitorLanguage,
): InquiryRefusal {
  if (error instanceof OversizedForm) {
    const check = checkInquiry(error.values, rules, lang);
    const fields = check.ok ? {} : check.errors;
    return new InquiryRefusal(413, { ...fields, form: say('too-large-kept', {}, lang) });
  }
  if (formPost) {
    return new InquiryRefusal(413, { form: say('too-large-lost', { cap: kilobytes(formBodyCapBytes, lang) }, lang) });
  }
  return new InquiryRefusal(413, { form: say('too-large', { limit: kilobytes(bodyLimitBytes, lang) }, lang) });
}

/** Whatever went wrong with a request, as what the visitor is told: a status and messages in the language of the form's page. */
export function refusalOf(
  error: unknown,
  manifest: SiteManifest,
  formPost: boolean,
  language: Language,
): InquiryRefusal {
  if (error instanceof InquiryRefusal) return error;
  const lang = visitorLanguageFor(language.code, siteLanguages(manifest));
  const fastifyError = error as Partial<FastifyError>;
  switch (fastifyError.statusCode) {
    case 413:
      return tooLarge(error, formPost, siteFieldRules(manifest, language.code), lang);
    case 415:
      return new InquiryRefusal(415, { form: say('unsupported-type', {}, lang) });
    case 400:
      return new InquiryRefusal(400, { form: say('unreadable', {}, lang) });
    default:
      return new InquiryRefusal(500, { form: siteText(manifest, manifest.inquiryForm.status.failed, language) });
  }
}
