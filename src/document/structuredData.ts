import type { Language, SiteManifest } from '../manifest/site.gen';
import { plainTextIn } from '../manifest/language/plainTextIn';
import { addressLine } from '../components/CompanyDetails/addressLine';
import { openingHoursData } from './openingHoursData';
import { scriptJson } from './scriptJson';

/**
 * The lab as schema.org describes a business, from the same company details
 * the pages show: search engines read name, address, telephone and place from it.
 * Its texts are in the page's language; `@id` and `url` name the one business
 * every language's home page describes.
 */
export function organizationData(manifest: SiteManifest, language: Language): Record<string, unknown> {
  const { site, company, map } = manifest;
  const inLanguage = plainTextIn(manifest, language.code);
  const street = addressLine(company.address);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.baseUrl}/#organization`,
    name: inLanguage(company.name),
    alternateName: inLanguage(site.name),
    url: `${site.baseUrl}/`,
    logo: `${site.baseUrl}${site.logo.dark.src}`,
    image: `${site.baseUrl}${site.ogImage ?? site.logo.dark.src}`,
    description: inLanguage(site.description),
    telephone: company.phone,
    ...(company.fax && { faxNumber: company.fax }),
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      ...(street !== undefined && { streetAddress: inLanguage(street) }),
      ...(company.address.postalCode && { postalCode: company.address.postalCode }),
      addressCountry: 'KR',
    },
    ...(map && { geo: { '@type': 'GeoCoordinates', latitude: map.latitude, longitude: map.longitude } }),
    ...(company.hours && openingHoursData(company.hours)),
  };
}

/** A JSON-LD data block. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}
