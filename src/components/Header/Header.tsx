import { Link } from 'react-router-dom';
import { useSite } from '../../render/SiteContext';
import { menuItemHref } from './menuItemHref';
import { useHeaderMenu } from './useHeaderMenu';
import * as S from './Header.styles';

export type HeaderVariant = 'home' | 'inner';

/** Logo, the manifest's menu groups with their sub-items, and the phone menu button. */
export function Header({ variant }: { variant: HeaderVariant }) {
  const { site, menu, labels } = useSite();
  const { expanded, mobileOpen, toggleMobile, headerHandlers } = useHeaderMenu();
  const logo = variant === 'home' ? site.logo.dark : site.logo.light;

  return (
    <S.Bar $variant={variant} data-expanded={expanded} data-mobile-open={mobileOpen} {...headerHandlers}>
      <S.Inner>
        <S.LogoLink to="/">
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
        </S.LogoLink>
        <S.MenuButton
          type="button"
          aria-expanded={mobileOpen}
          aria-controls="site-menu"
          aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
          onClick={toggleMobile}
        >
          <S.MenuIcon aria-hidden="true" $open={mobileOpen} />
        </S.MenuButton>
        <S.Nav id="site-menu" aria-label={site.name}>
          <S.Groups role="list">
            {menu.map((group) => (
              <S.Group key={group.href}>
                <S.GroupLink to={group.href}>{group.label}</S.GroupLink>
                <S.SubList role="list">
                  {group.subItems.map((item) => (
                    <li key={`${item.href ?? group.href}#${item.hash}`}>
                      <Link to={menuItemHref(group, item)}>{item.label}</Link>
                    </li>
                  ))}
                </S.SubList>
              </S.Group>
            ))}
          </S.Groups>
        </S.Nav>
      </S.Inner>
    </S.Bar>
  );
}
