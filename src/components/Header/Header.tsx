import { useSite } from '../../render/SiteContext';
import { layoutIds } from '../Layout/layoutIds';
import { HeaderNav } from './HeaderNav';
import { useHeaderMenu } from './useHeaderMenu';
import * as S from './Header.styles';

export type HeaderVariant = 'home' | 'inner';

/**
 * Logo, the manifest's menu groups with their sub-items, and the phone menu
 * button. The dark logo sits on the light bar of the home page, the light
 * logo on the dark bar of every other page.
 */
export function Header({ variant }: { variant: HeaderVariant }) {
  const { site, menu, labels } = useSite();
  const { expanded, mobileOpen, menuButton, toggleMobile, headerHandlers } = useHeaderMenu();
  const logo = variant === 'home' ? site.logo.dark : site.logo.light;

  return (
    <S.Bar $variant={variant} data-expanded={expanded} data-mobile-open={mobileOpen} {...headerHandlers}>
      <S.Inner>
        <S.LogoLink to="/">
          <img src={logo.src} alt={logo.alt} width={logo.width} height={logo.height} />
        </S.LogoLink>
        <S.MenuButton
          ref={menuButton}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={layoutIds.siteMenu}
          aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
          onClick={toggleMobile}
        >
          <S.MenuIcon aria-hidden="true" $open={mobileOpen} />
        </S.MenuButton>
        <HeaderNav id={layoutIds.siteMenu} label={labels.mainNavigation ?? site.name} groups={menu} />
      </S.Inner>
    </S.Bar>
  );
}
