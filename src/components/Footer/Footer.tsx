import type { Company, Footer as FooterData, Labels } from '../../manifest/site.gen';
import { plainText, type LocalText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../common/InLanguage';
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

/** Business details in small grey text, links and copyright. */
export function Footer({ siteName, company, footer, linkHrefs, names }: FooterProps) {
  return (
    <S.FooterBox id={layoutIds.footer}>
      <S.Inner>
        <S.Name>
          <InLanguage text={siteName} />
        </S.Name>
        <S.Details>
          <span>
            <InLanguage text={names.name} /> <InLanguage text={company.name} />
          </span>
          <span>
            <InLanguage text={names.representative} /> <InLanguage text={company.representative} />
          </span>
          <span>
            <InLanguage text={names.businessNumber} /> <InLanguage text={company.businessNumber} />
          </span>
          <span>
            <InLanguage text={company.address.road} />
          </span>
          <span>
            <InLanguage text={names.phone} />{' '}
            <a href={`tel:${plainText(company.phone)}`}>
              <InLanguage text={company.phone} />
            </a>
          </span>
          {company.fax && (
            <span>
              <InLanguage text={names.fax} /> <InLanguage text={company.fax} />
            </span>
          )}
          <span>
            <InLanguage text={names.email} />{' '}
            <a href={`mailto:${plainText(company.email)}`}>
              <InLanguage text={company.email} />
            </a>
          </span>
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
