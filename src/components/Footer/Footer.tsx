import { Link } from 'react-router-dom';
import { useSite } from '../../render/SiteContext';
import { layoutIds } from '../Layout/layoutIds';
import * as S from './Footer.styles';

/** Business details in small grey text, links and copyright. */
export function Footer() {
  const { site, company, footer, labels } = useSite();
  const names = labels.company;
  return (
    <S.FooterBox id={layoutIds.footer}>
      <S.Inner>
        <S.Name>{site.name}</S.Name>
        <S.Details>
          <span>{names.name} {company.name}</span>
          <span>{names.representative} {company.representative}</span>
          <span>{names.businessNumber} {company.businessNumber}</span>
          <span>{company.address.road}</span>
          <span>{names.phone} <a href={`tel:${company.phone}`}>{company.phone}</a></span>
          {company.fax && <span>{names.fax} {company.fax}</span>}
          <span>{names.email} <a href={`mailto:${company.email}`}>{company.email}</a></span>
        </S.Details>
        {footer.links && footer.links.length > 0 && (
          <S.Links role="list">
            {footer.links.map((link) => (
              <li key={link.href}>
                {link.href.startsWith('/') ? <Link to={link.href}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}
              </li>
            ))}
          </S.Links>
        )}
        <S.Copyright>{footer.copyright}</S.Copyright>
      </S.Inner>
    </S.FooterBox>
  );
}
