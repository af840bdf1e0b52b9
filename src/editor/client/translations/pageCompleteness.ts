import { toPointer } from '../../../manifest/json/pointer';
import { caseReferences, instrumentReferences } from '../../../manifest/references/idReferences';
import { arrayAt, stringAt } from '../../../manifest/references/manifestShape';
import type { Language } from '../../../manifest/site.gen';
import { draftLanguages } from './draftLanguages';
import { translationStatus, type MissingTranslation } from './missingTranslations';

/** How much of one page is written in one language. */
export interface LanguageCompleteness {
  language: Language;
  translated: number;
  total: number;
  /** Rounded down: a page shows 100 only when nothing is missing. */
  percent: number;
}

const holds = (owner: string, pointer: string) => pointer === owner || pointer.startsWith(`${owner}/`);

/** The entries of `list` whose id is named inside `owner` (an instrument's tab, a case's tab). */
function referencedEntries(draft: unknown, list: string, references: { id: string; pointer: string }[], owner: string): string[] {
  const ids = new Set(references.filter((reference) => holds(owner, reference.pointer)).map((reference) => reference.id));
  return (arrayAt(draft, list) ?? []).flatMap((entry, index) => (ids.has(stringAt(entry, 'id') ?? '') ? [toPointer([list, index])] : []));
}

/**
 * Where a page's own texts are: the route with its sections, and the
 * instruments and cases its sections name, whose texts it shows. The menu,
 * footer and labels every page shares are counted under their own items, not
 * in every page's figure.
 */
export function pageTextOwners(draft: unknown, routeIndex: number): string[] {
  const route = toPointer(['routes', routeIndex]);
  return [route, ...referencedEntries(draft, 'instruments', instrumentReferences(draft), route), ...referencedEntries(draft, 'cases', caseReferences(draft), route)];
}

/**
 * Each page's completeness in every language but the default, by the route's
 * pointer; none for a site in one language. `status` is the draft's
 * translationStatus, when the caller has it already (it walks every text).
 */
export function pageCompleteness(draft: unknown, status: readonly MissingTranslation[] = translationStatus(draft)): Map<string, LanguageCompleteness[]> {
  const languages = draftLanguages(draft).slice(1);
  const figures = new Map<string, LanguageCompleteness[]>();
  if (languages.length === 0) return figures;
  (arrayAt(draft, 'routes') ?? []).forEach((_route, index) => {
    const owners = pageTextOwners(draft, index);
    const texts = status.filter((text) => owners.some((owner) => holds(owner, text.pointer)));
    figures.set(
      toPointer(['routes', index]),
      languages.map((language) => {
        const translated = texts.filter((text) => !text.languages.includes(language.code)).length;
        const percent = texts.length === 0 ? 100 : Math.floor((translated / texts.length) * 100);
        return { language, translated, total: texts.length, percent };
      }),
    );
  });
  return figures;
}
