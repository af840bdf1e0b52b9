import type { SiteManifest } from '../../manifest/site.gen';

export interface FormLocation {
  path: string;
  section: string;
}

// An inline form is drawn without scripts too; the dialog a company-contact section opens needs them.
const inlineForms: readonly string[] = ['inquiry'];
const anyForm: readonly string[] = ['inquiry', 'companyContact'];

function sectionIds(manifest: SiteManifest, path: string, types = inlineForms): string[] {
  const page = manifest.routes.find((route) => route.path === path)?.page;
  return page && 'sections' in page ? page.sections.filter((section) => types.includes(section.type)).map((section) => section.id) : [];
}

/**
 * The page and inquiry section a posted form came from (its `page` field,
 * "/introduce#contact"), trusted only when the manifest has such a form there;
 * otherwise the site's main inquiry form (inquiryForm.href).
 */
export function formLocation(manifest: SiteManifest, page: unknown): FormLocation {
  for (const candidate of [page, manifest.inquiryForm.href]) {
    if (typeof candidate !== 'string') continue;
    const [path = '', section = ''] = candidate.split('#');
    if (sectionIds(manifest, path).includes(section)) return { path, section };
  }
  const fallback = manifest.routes.find((route) => sectionIds(manifest, route.path).length > 0);
  return { path: fallback?.path ?? '/', section: fallback ? sectionIds(manifest, fallback.path)[0]! : '' };
}

/** Whether `page` ("/introduce#contact", "/#company") names a page of the site and a section on it that holds an inquiry form or its dialog. */
export function isFormLocation(manifest: SiteManifest, page: string): boolean {
  const [path = '', section = '', ...rest] = page.split('#');
  return rest.length === 0 && sectionIds(manifest, path, anyForm).includes(section);
}
