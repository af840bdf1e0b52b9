export interface LanguageSwitchProps {
  /** The switch's accessible name (labels.languageSwitch). */
  label: string;
  /** The page in each of the site's languages; the current one is not linked. */
  links: { code: string; name: string; href: string; current: boolean }[];
}

// A minimal stand-in until the seo branch's switch is merged; the props are the contract both share.
export function LanguageSwitch({ label, links }: LanguageSwitchProps) {
  return (
    <nav aria-label={label}>
      {links
        .filter((link) => !link.current)
        .map((link) => (
          <a key={link.code} href={link.href} hrefLang={link.code} lang={link.code}>
            {link.name}
          </a>
        ))}
    </nav>
  );
}
