import { kindsShowing } from '../../kinds/facts';
import { languageOfPath, pathInLanguage } from '../../manifest/language/languagePaths';
import { siteLanguages } from '../../manifest/language/siteLanguages';
import type { Language, SiteManifest } from '../../manifest/site.gen';
import { pageLanguage } from './pageLanguage';

export interface FormLocation {
  /** The page's address in its language: /introduce, /en/introduce. */
  path: string;
  section: string;
}

// An inline form is drawn without scripts too; the dialog a company-contact section opens needs them.
const inlineForms: readonly string[] = kindsShowing('inquiryForm');
const anyForm: readonly string[] = kindsShowing('inquiryForm', { inDialog: true });

/** The ids of the form sections on the page at `address`, in any of the site's languages. */
function sectionIds(manifest: SiteManifest, address: string, types = inlineForms): string[] {
  const { path } = languageOfPath(address, siteLanguages(manifest));
  const page = manifest.routes.find((route) => route.path === path)?.page;
  return page && 'sections' in page
    ? page.sections.filter((section) => types.includes(section.type)).map((section) => section.id)
    : [];
}

/**
 * The page and inquiry section a posted form came from (its `page` field,
 * "/en/introduce#contact"), trusted only when the manifest has such a form
 * there; otherwise the site's main inquiry form (inquiryForm.href) in the
 * language of the page (or `language`, for a stored inquiry whose page is unknown).
 */
export function formLocation(
  manifest: SiteManifest,
  page: unknown,
  language: Language = pageLanguage(manifest, page),
): FormLocation {
  const languages = siteLanguages(manifest);
  for (const candidate of [page, pathInLanguage(manifest.inquiryForm.href, language, languages)]) {
    if (typeof candidate !== 'string') continue;
    const [path = '', section = ''] = candidate.split('#');
    if (sectionIds(manifest, path).includes(section)) return { path, section };
  }
  const fallback = manifest.routes.find((route) => sectionIds(manifest, route.path).length > 0);
  return {
    path: pathInLanguage(fallback?.path ?? '/', language, languages),
    section: fallback ? sectionIds(manifest, fallback.path)[0]! : '',
  };
}

/** Whether `page` ("/introduce#contact", "/en#company") names a page of the site and a section on it that holds an inquiry form or its dialog. */
export function isFormLocation(manifest: SiteManifest, page: string): boolean {
  const [path = '', section = '', ...rest] = page.split('#');
  return rest.length === 0 && sectionIds(manifest, path, anyForm).includes(section);
}
