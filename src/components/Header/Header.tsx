import { defineIsland } from '../../islands/defineIsland';
import { LanguageSwitch, type LanguageSwitchProps } from '../LanguageSwitch/LanguageSwitch';
import { HeaderBar, type HeaderBarProps } from './HeaderBar';
import { HeaderNav, type HeaderNavProps } from './HeaderNav';

const HeaderIsland = defineIsland('header', HeaderBar);

export interface HeaderProps extends Omit<HeaderBarProps, 'slots'> {
  nav: Omit<HeaderNavProps, 'fit'>;
  /** The same page in the site's other languages; absent on a site in one language. */
  languageSwitch?: LanguageSwitchProps;
}

/** The bar hydrates; the menu's links and the language switch are its prerendered slots. */
export function Header({ nav, languageSwitch, ...bar }: HeaderProps) {
  return (
    <HeaderIsland
      {...bar}
      slots={[
        <HeaderNav key="nav" {...nav} fit={bar.fit} />,
        languageSwitch ? <LanguageSwitch key="languages" {...languageSwitch} /> : null,
      ]}
    />
  );
}
