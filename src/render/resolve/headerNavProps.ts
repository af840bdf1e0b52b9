import { plainText } from '../../manifest/language/localText';
import { isOutsideHref } from '../../manifest/schema/linkHref';
import { menuSubItems } from '../../manifest/menu/menuSubItems';
import { menuItemHref } from '../../components/Header/menuItemHref';
import type { HeaderProps } from '../../components/Header/Header';
import type { LanguageSwitchProps } from '../../components/LanguageSwitch/LanguageSwitch';
import { createSiteTheme } from '../../theme/siteTheme';
import { headerFit } from './headerFit';
import type { SiteInLanguage } from './siteInLanguage';

/** The header's menu, its button and where it fits, for the page at `pagePath` (its group is marked current). */
export function headerNavProps(
  { manifest, href }: SiteInLanguage,
  pagePath: string,
  languageSwitch: LanguageSwitchProps | undefined,
): Pick<HeaderProps, 'nav' | 'fit'> {
  const groups = manifest.menu.map((group) => {
    const groupHref = href(group.href);
    const outside = isOutsideHref(group.href);
    // Another site's address has no sections here to list under it.
    const items = outside
      ? []
      : menuSubItems(group, manifest.routes).map((item) => ({
          label: item.label,
          href: href(menuItemHref(group, item)),
        }));
    return { label: group.label, href: groupHref, outside, items, current: groupHref === pagePath };
  });
  const written = manifest.headerButton;
  const button = written && {
    label: written.label,
    href: href(written.hash === undefined ? written.href : `${written.href}#${written.hash}`),
    outside: isOutsideHref(written.href),
  };
  const outsideText = manifest.labels.outsideLink;
  const fit = headerFit(
    {
      groups: groups.map((group) => ({ label: plainText(group.label), outside: group.outside })),
      languages: (languageSwitch?.links ?? []).filter((link) => !link.current).map((link) => link.name),
      ...(button ? { button: { label: plainText(button.label), outside: button.outside } } : {}),
    },
    manifest.theme.breakpoints,
    Number.parseFloat(createSiteTheme(manifest.theme).contentWidth),
  );
  return {
    nav: { groups, ...(button ? { button } : {}), ...(outsideText ? { outsideText: plainText(outsideText) } : {}) },
    fit,
  };
}
