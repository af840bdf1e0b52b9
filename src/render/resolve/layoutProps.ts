import type { Language } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { LayoutProps } from '../../components/Layout/Layout';
import type { LanguageSwitchProps } from '../../components/LanguageSwitch/LanguageSwitch';
import type { NotFoundProps } from '../../components/NotFound/NotFound';
import { headerNavProps } from './headerNavProps';
import type { SiteInLanguage } from './siteInLanguage';

/** The page around which the layout is drawn. */
export interface LayoutPage {
  /** The page's address in its language; its menu group is marked current. */
  path: string;
  /** The home page's full-page scroller, which the header sits over. */
  overHero: boolean;
  /** The same page in every language of the site (pageInLanguages); none for a page without one, the 404 page. */
  alternates: readonly { language: Language; path: string }[];
  /** The section the page is about when that is known as it is rendered (a category section's own page): the language switch leads to it, with JavaScript or without. */
  section?: string;
}

function languageSwitch(
  { manifest, language }: SiteInLanguage,
  { alternates, section }: LayoutPage,
): LanguageSwitchProps | undefined {
  const label = manifest.labels.languageSwitch;
  // `npm run validate` asks for the label on a site in more than one language.
  if (alternates.length < 2 || !label) return undefined;
  return {
    label: plainText(label),
    links: alternates.map((alternate) => ({
      code: alternate.language.code,
      name: alternate.language.name,
      href: section === undefined ? alternate.path : `${alternate.path}#${section}`,
      current: alternate.language.code === language.code,
    })),
  };
}

/** Header, footer and skip link of a page in its language. */
export function layoutProps(site: SiteInLanguage, page: LayoutPage): LayoutProps {
  const { manifest, href } = site;
  const { labels } = manifest;
  const switchProps = languageSwitch(site, page);
  return {
    skipToContent: labels.skipToContent,
    overHero: page.overHero,
    header: {
      variant: page.overHero ? 'home' : 'inner',
      logo: page.overHero ? manifest.site.logo.dark : manifest.site.logo.light,
      homeHref: href('/'),
      navigationLabel: plainText(labels.mainNavigation ?? manifest.site.name),
      labels: { openMenu: plainText(labels.openMenu), closeMenu: plainText(labels.closeMenu) },
      ...headerNavProps(site, page.path, switchProps),
      ...(switchProps ? { languageSwitch: switchProps } : {}),
    },
    footer: {
      siteName: manifest.site.name,
      company: manifest.company,
      footer: manifest.footer,
      linkHrefs: (manifest.footer.links ?? []).map((link) => href(link.href)),
      names: labels.company,
    },
  };
}

export function notFoundProps({ manifest: { labels }, href }: SiteInLanguage): NotFoundProps {
  return {
    title: labels.notFoundTitle,
    message: labels.notFoundMessage,
    homeLink: labels.notFoundLink,
    homeHref: href('/'),
  };
}
