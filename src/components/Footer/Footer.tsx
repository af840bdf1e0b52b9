import type { ReactNode } from 'react';
import type { Company, Footer as FooterData, Labels } from '../../manifest/site.gen';
import { plainText, type LocalText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../common/InLanguage';
import { addressLine } from '../CompanyDetails/addressLine';
import { telHref } from '../CompanyDetails/telHref';
import { layoutIds } from '../Layout/layoutIds';
import * as S from './Footer.styles';

export interface FooterProps {
  siteName: LocalText;
  company: Localized<Company>;
  footer: Localized<FooterData>;
  /** Each of `footer.links` at its address in the page's language, in the same order. */
  linkHrefs: readonly string[];
  names: Localized<Labels['company']>;
}

/** One business detail: its term, a space (kept when the text is copied), its value; none without a term (the validator asks for it). */
function Detail({ term, children }: { term: LocalText | undefined; children: ReactNode }) {
  if (term === undefined) return null;
  return (
    <S.Detail>
      <dt>
        <InLanguage text={term} />
      </dt>{' '}
      <dd>{children}</dd>
    </S.Detail>
  );
}

/**
 * Business details in small grey text, each a term and its value (a
 * description list: a screen reader pairs them, and the space between them
 * keeps them apart when the text is copied), links and copyright.
 */
export function Footer({ siteName, company, footer, linkHrefs, names }: FooterProps) {
  const address = addressLine(company.address);
  return (
    <S.FooterBox id={layoutIds.footer}>
      <S.Inner>
        <S.Name>
          <InLanguage text={siteName} />
        </S.Name>
        <S.Details>
          <Detail term={names.name}>
            <InLanguage text={company.name} />
          </Detail>
          {company.representative && (
            <Detail term={names.representative}>
              <InLanguage text={company.representative} />
            </Detail>
          )}
          {company.businessNumber && (
            <Detail term={names.businessNumber}>
              <InLanguage text={company.businessNumber} />
            </Detail>
          )}
          {address && (
            <Detail term={names.address}>
              <InLanguage text={address} />
            </Detail>
          )}
          <Detail term={names.phone}>
            <a href={telHref(plainText(company.phone))}>
              <InLanguage text={company.phone} />
            </a>
          </Detail>
          {company.fax && (
            <Detail term={names.fax}>
              <InLanguage text={company.fax} />
            </Detail>
          )}
          <Detail term={names.email}>
            <a href={`mailto:${plainText(company.email)}`}>
              <InLanguage text={company.email} />
            </a>
          </Detail>
        </S.Details>
        {footer.links && footer.links.length > 0 && (
          <S.Links role="list">
            {footer.links.map((link, index) => (
              <li key={link.href}>
                <a href={linkHrefs[index]}>
                  <InLanguage text={link.label} />
                </a>
              </li>
            ))}
          </S.Links>
        )}
        <S.Copyright>
          <InLanguage text={footer.copyright} />
        </S.Copyright>
      </S.Inner>
    </S.FooterBox>
  );
}
