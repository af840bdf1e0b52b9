import type { Image, Labels, MenuGroup } from '../../manifest/site.gen';
import { layoutIds } from '../Layout/layoutIds';
import { HeaderNav } from './HeaderNav';
import { useHeaderMenu } from './useHeaderMenu';
import * as S from './Header.styles';

export type HeaderVariant = 'home' | 'inner';

export interface HeaderBarProps {
  variant: HeaderVariant;
  logo: Image;
  groups: readonly MenuGroup[];
  /** The navigation's accessible name. */
  navigationLabel: string;
  labels: Pick<Labels, 'openMenu' | 'closeMenu'>;
  currentPath: string;
}

/**
 * Logo, the manifest's menu groups with their sub-items, and the phone menu
 * button; an island, as the panels open on hover, focus and the button.
 */
export function HeaderBar({ variant, logo, groups, navigationLabel, labels, currentPath }: HeaderBarProps) {
  const { expanded, mobileOpen, menuButton, toggleMobile, headerHandlers } = useHeaderMenu();
  return (
    <S.Bar $variant={variant} data-expanded={expanded} data-mobile-open={mobileOpen} {...headerHandlers}>
      <S.Inner>
        <S.LogoLink href="/">
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
        <HeaderNav id={layoutIds.siteMenu} label={navigationLabel} groups={groups} currentPath={currentPath} />
      </S.Inner>
    </S.Bar>
  );
}
