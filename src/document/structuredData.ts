import type { SiteManifest } from '../manifest/site.gen';
import { scriptJson } from './scriptJson';

/**
 * The lab as schema.org describes a business, from the same company details
 * the pages show: search engines read name, address, telephone and place from it.
 */
export function organizationData({ site, company, map }: SiteManifest): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${site.baseUrl}/#organization`,
    name: company.name,
    alternateName: site.name,
    url: `${site.baseUrl}/`,
    logo: `${site.baseUrl}${site.logo.dark.src}`,
    image: `${site.baseUrl}${site.ogImage ?? site.logo.dark.src}`,
    description: site.description,
    telephone: company.phone,
    ...(company.fax && { faxNumber: company.fax }),
    email: company.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.road,
      ...(company.address.postalCode && { postalCode: company.address.postalCode }),
      addressCountry: 'KR',
    },
    geo: { '@type': 'GeoCoordinates', latitude: map.latitude, longitude: map.longitude },
  };
}

/** A JSON-LD data block. */
export function jsonLdScript(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}
