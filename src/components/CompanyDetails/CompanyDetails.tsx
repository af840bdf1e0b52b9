import type { ReactNode } from 'react';
import type { Company, Labels } from '../../manifest/site.gen';
import { plainText, type LocalText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../common/InLanguage';
import { OpeningHoursText } from '../OpeningHours/OpeningHoursText';
import type { OpeningHoursShown } from '../OpeningHours/openingHoursLines';
import { addressFormsOf, addressLine } from './addressLine';
import type { CompanyField } from './companyFields';
import { telHref } from './telHref';
import * as S from './CompanyDetails.styles';

export { ALL_COMPANY_FIELDS } from './companyFields';

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

/** One address form: its name (none for the one-line address), the postal code before the road address, the address. */
function AddressForm({ name, postalCode, text }: { name?: LocalText; postalCode?: LocalText; text: LocalText }) {
  return (
    <span>
      {name && (
        <>
          <InLanguage text={name} />{' '}
        </>
      )}
      {postalCode && <PostalCode code={postalCode} />}
      <InLanguage text={text} />
    </span>
  );
}

/** Every address form the company has, each on its own line, named where there are several. */
function Addresses({ company: { address }, names: allNames }: CompanyDetailsData) {
  const names: Partial<typeof allNames> = addressFormsOf(address).length > 1 ? allNames : {};
  const forms = [
    address.road && <AddressForm key="road" name={names.road} postalCode={address.postalCode} text={address.road} />,
    address.line && (
      <AddressForm key="line" postalCode={address.road ? undefined : address.postalCode} text={address.line} />
    ),
    address.lot && <AddressForm key="lot" name={names.lot} text={address.lot} />,
  ].filter(Boolean);
  return forms.flatMap((form, index) => (index === 0 ? [form] : [<br key={index} />, form]));
}

/** The field's value, or undefined where the company has none. */
function valueOf(field: CompanyField, details: CompanyDetailsData): ReactNode {
  const { company, hours } = details;
  const text = (value: LocalText | undefined) => value && <InLanguage text={value} />;
  switch (field) {
    case 'address':
      return text(addressLine(company.address));
    case 'addresses':
      return addressLine(company.address) && <Addresses {...details} />;
    case 'phone':
      return (
        <a href={telHref(plainText(company.phone))}>
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
      return text(company[field]);
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
  // A detail the company does not have, or has no name for, is left out: no empty term, no empty value.
  const rows = fields.flatMap((field) => {
    const name = details.names[field === 'addresses' ? 'address' : field];
    const value = valueOf(field, details);
    return name && value ? [{ field, name, value }] : [];
  });
  return (
    <S.List $tone={tone}>
      {rows.map(({ field, name, value }) => (
        <S.Row key={field}>
          <dt>
            <InLanguage text={name} />
          </dt>
          <dd>{value}</dd>
        </S.Row>
      ))}
    </S.List>
  );
}
