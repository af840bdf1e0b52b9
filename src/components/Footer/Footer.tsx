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

/**
 * Business details in small grey text, each a term and its value (a
 * description list: a screen reader pairs them, and the space between them
 * keeps them apart when the text is copied), links and copyright.
 */
export function Footer({ siteName, company, footer, linkHrefs, names }: FooterProps) {
  return (
    <S.FooterBox id={layoutIds.footer}>
      <S.Inner>
        <S.Name>
          <InLanguage text={siteName} />
        </S.Name>
        <S.Details>
          <S.Detail>
            <dt>
              <InLanguage text={names.name} />
            </dt>{' '}
            <dd>
              <InLanguage text={company.name} />
            </dd>
          </S.Detail>
          <S.Detail>
            <dt>
              <InLanguage text={names.representative} />
            </dt>{' '}
            <dd>
              <InLanguage text={company.representative} />
            </dd>
          </S.Detail>
          <S.Detail>
            <dt>
              <InLanguage text={names.businessNumber} />
            </dt>{' '}
            <dd>
              <InLanguage text={company.businessNumber} />
            </dd>
          </S.Detail>
          <S.Detail>
            <dt>
              <InLanguage text={names.address} />
            </dt>{' '}
            <dd>
              <InLanguage text={company.address.road} />
            </dd>
          </S.Detail>
          <S.Detail>
            <dt>
              <InLanguage text={names.phone} />
            </dt>{' '}
            <dd>
              <a href={`tel:${plainText(company.phone)}`}>
                <InLanguage text={company.phone} />
              </a>
            </dd>
          </S.Detail>
          {company.fax && (
            <S.Detail>
              <dt>
                <InLanguage text={names.fax} />
              </dt>{' '}
              <dd>
                <InLanguage text={company.fax} />
              </dd>
            </S.Detail>
          )}
          <S.Detail>
            <dt>
              <InLanguage text={names.email} />
            </dt>{' '}
            <dd>
              <a href={`mailto:${plainText(company.email)}`}>
                <InLanguage text={company.email} />
              </a>
            </dd>
          </S.Detail>
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
