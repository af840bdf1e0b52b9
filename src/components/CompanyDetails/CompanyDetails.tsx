import type { ReactNode } from 'react';
import { useSite } from '../../render/SiteContext';
import type { Company } from '../../manifest/site.gen';
import * as S from './CompanyDetails.styles';

export type CompanyField = 'name' | 'representative' | 'businessNumber' | 'address' | 'addresses' | 'phone' | 'fax' | 'email' | 'hours';

/** Every detail, both address forms included: what a contact section shows. */
export const ALL_COMPANY_FIELDS = ['name', 'representative', 'businessNumber', 'addresses', 'phone', 'fax', 'email', 'hours'] as const;

function valueOf(field: CompanyField, company: Company, lotLabel: string, roadLabel: string): ReactNode {
  switch (field) {
    case 'address':
      return company.address.road;
    case 'addresses':
      return (
        <>
          <span>{roadLabel} {company.address.postalCode && `(${company.address.postalCode}) `}{company.address.road}</span>
          <br />
          <span>{lotLabel} {company.address.lot}</span>
        </>
      );
    case 'phone':
      return <a href={`tel:${company.phone}`}>{company.phone}</a>;
    case 'email':
      return <a href={`mailto:${company.email}`}>{company.email}</a>;
    default:
      return company[field];
  }
}

/** The company's details from the manifest as a definition list; `fields` picks which and in what order. */
export function CompanyDetails({ fields, tone = 'light' }: { fields: readonly CompanyField[]; tone?: 'light' | 'dark' }) {
  const { company, labels } = useSite();
  const names = labels.company;
  const present = fields.filter((field) => (field === 'fax' || field === 'hours' ? Boolean(company[field]) : true));
  return (
    <S.List $tone={tone}>
      {present.map((field) => (
        <S.Row key={field}>
          <dt>{field === 'addresses' ? names.address : names[field]}</dt>
          <dd>{valueOf(field, company, names.lot, names.road)}</dd>
        </S.Row>
      ))}
    </S.List>
  );
}
