import type { Image } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { type Slots } from '../../islands/defineIsland';
import { slotContent } from '../../islands/keepServerHtml';
import { layoutIds } from '../Layout/layoutIds';
import type { HeaderFit } from './headerGeometry';
import * as Nav from './HeaderNav.styles';
import { useHeaderMenu } from './useHeaderMenu';
import * as S from './Header.styles';

export type HeaderVariant = 'home' | 'inner';

export interface HeaderBarProps extends Slots {
  /** The dark logo sits on the light bar of the home page, the light logo on the dark bar of every other page. */
  variant: HeaderVariant;
  logo: Localized<Image>;
  /** The home page in the page's language, which the logo links to. */
  homeHref: string;
  /** The navigation's accessible name. */
  navigationLabel: string;
  /** The menu button's accessible names. */
  labels: { openMenu: string; closeMenu: string };
  /** Where the menu goes behind its button, estimated from its labels when the page is built (headerFit.ts). */
  fit: HeaderFit;
}

/**
 * Logo, the menu and the phone menu button; an island, as the panels open on
 * hover, focus and the button. The menu's links (HeaderNav) and the language
 * switch are its slots: prerendered, never part of its props. The switch sits
 * in the bar's row, not in the menu, so the bar keeps its height.
 */
export function HeaderBar({ variant, logo, homeHref, navigationLabel, labels, fit, slots }: HeaderBarProps) {
  const { expanded, mobileOpen, menuButton, toggleMobile, headerHandlers } = useHeaderMenu();
  return (
    <S.Bar $variant={variant} $fit={fit} data-expanded={expanded} data-mobile-open={mobileOpen} {...headerHandlers}>
      <S.Inner $fit={fit}>
        <S.LogoLink href={homeHref} $fit={fit}>
          <img
            src={logo.src}
            alt={plainText(logo.alt)}
            width={logo.width}
            height={logo.height}
            data-edit-place={logo.place}
          />
        </S.LogoLink>
        <S.MenuButton
          ref={menuButton}
          $fit={fit}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={layoutIds.siteMenu}
          aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
          onClick={toggleMobile}
        >
          <S.MenuIcon aria-hidden="true" $open={mobileOpen} />
        </S.MenuButton>
        <Nav.Nav $fit={fit} id={layoutIds.siteMenu} aria-label={navigationLabel} {...slotContent(slots?.[0])} />
        <S.LanguageSlot {...slotContent(slots?.[1])} />
      </S.Inner>
    </S.Bar>
  );
}
