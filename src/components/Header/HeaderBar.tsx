import type { Image, Labels } from '../../manifest/site.gen';
import { type Slots } from '../../islands/defineIsland';
import { slotContent } from '../../islands/keepServerHtml';
import { layoutIds } from '../Layout/layoutIds';
import * as Nav from './HeaderNav.styles';
import { useHeaderMenu } from './useHeaderMenu';
import * as S from './Header.styles';

export type HeaderVariant = 'home' | 'inner';

export interface HeaderBarProps extends Slots {
  variant: HeaderVariant;
  logo: Image;
  /** The navigation's accessible name. */
  navigationLabel: string;
  labels: Pick<Labels, 'openMenu' | 'closeMenu'>;
}

/**
 * Logo, the menu and the phone menu button; an island, as the panels open on
 * hover, focus and the button. The menu's links (HeaderNav) are its slot:
 * prerendered, never part of its props.
 */
export function HeaderBar({ variant, logo, navigationLabel, labels, slots }: HeaderBarProps) {
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
        <Nav.Nav id={layoutIds.siteMenu} aria-label={navigationLabel} {...slotContent(slots?.[0])} />
      </S.Inner>
    </S.Bar>
  );
}
