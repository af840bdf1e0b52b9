import { useLocation } from 'react-router-dom';
import { defineIsland } from '../../islands/defineIsland';
import { useSite } from '../../render/SiteContext';
import { HeaderBar, type HeaderVariant } from './HeaderBar';
import { HeaderNav } from './HeaderNav';

const HeaderIsland = defineIsland('header', HeaderBar);

/** The dark logo sits on the light bar of the home page, the light logo on the dark bar of every other page. */
export function Header({ variant }: { variant: HeaderVariant }) {
  const { site, menu, labels } = useSite();
  return (
    <HeaderIsland
      variant={variant}
      logo={variant === 'home' ? site.logo.dark : site.logo.light}
      navigationLabel={labels.mainNavigation ?? site.name}
      labels={{ openMenu: labels.openMenu, closeMenu: labels.closeMenu }}
      slots={[<HeaderNav key="nav" groups={menu} currentPath={useLocation().pathname} />]}
    />
  );
}
