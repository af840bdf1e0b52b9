import type { ReactNode } from 'react';
import type { Company, Labels } from '../../manifest/site.gen';
import { plainText, type LocalText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../common/InLanguage';
import { OpeningHoursText } from '../OpeningHours/OpeningHoursText';
import type { OpeningHoursShown } from '../OpeningHours/openingHoursLines';
import * as S from './CompanyDetails.styles';

export type CompanyField =
  'name' | 'representative' | 'businessNumber' | 'address' | 'addresses' | 'phone' | 'fax' | 'email' | 'hours';

/** Every detail, both address forms included: what a contact section shows. */
export const ALL_COMPANY_FIELDS = [
  'name',
  'representative',
  'businessNumber',
  'addresses',
  'phone',
  'fax',
  'email',
  'hours',
] as const;

/** The company's details and the names of its fields, in the page's language. */
export interface CompanyDetailsData {
  company: Localized<Company>;
  names: Localized<Labels['company']>;
  /** The company's opening hours as lines in the page's language (openingHoursLines.ts), where it has them. */
  hours?: OpeningHoursShown;
}

/** In parentheses before the address; one text as the built page has always had it, the code alone marked in the editor's preview. */
function PostalCode({ code }: { code: LocalText }) {
  return typeof code === 'string' ? (
    <>{`(${code}) `}</>
  ) : (
    <>
      (<InLanguage text={code} />){' '}
    </>
  );
}

function valueOf(field: CompanyField, { company, names, hours }: CompanyDetailsData): ReactNode {
  switch (field) {
    case 'name':
    case 'representative':
      return <InLanguage text={company[field]} />;
    case 'address':
      return <InLanguage text={company.address.road} />;
    case 'addresses':
      return (
        <>
          <span>
            <InLanguage text={names.road} />{' '}
            {company.address.postalCode && <PostalCode code={company.address.postalCode} />}
            <InLanguage text={company.address.road} />
          </span>
          <br />
          <span>
            <InLanguage text={names.lot} /> <InLanguage text={company.address.lot} />
          </span>
        </>
      );
    case 'phone':
      return (
        <a href={`tel:${plainText(company.phone)}`}>
          <InLanguage text={company.phone} />
        </a>
      );
    case 'email':
      return (
        <a href={`mailto:${plainText(company.email)}`}>
          <InLanguage text={company.email} />
        </a>
      );
    case 'hours':
      return hours && <OpeningHoursText hours={hours} />;
    default:
      return company[field] && <InLanguage text={company[field]} />;
  }
}

/** The company's details as a definition list; `fields` picks which and in what order. */
export function CompanyDetails({
  fields,
  details,
  tone = 'light',
}: {
  fields: readonly CompanyField[];
  details: CompanyDetailsData;
  tone?: 'light' | 'dark';
}) {
  const { company, names } = details;
  const present = fields.filter((field) =>
    field === 'fax' ? Boolean(company.fax) : field === 'hours' ? Boolean(details.hours) : true,
  );
  return (
    <S.List $tone={tone}>
      {present.map((field) => (
        <S.Row key={field}>
          <dt>
            <InLanguage text={field === 'addresses' ? names.address : names[field]} />
          </dt>
          <dd>{valueOf(field, details)}</dd>
        </S.Row>
      ))}
    </S.List>
  );
}
