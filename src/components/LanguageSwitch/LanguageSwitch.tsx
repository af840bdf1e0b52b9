import * as S from './LanguageSwitch.styles';

export interface LanguageSwitchLink {
  code: string;
  /** The language's own name ("English", "한국어"), in that language. */
  name: string;
  /** This page in that language. */
  href: string;
  current: boolean;
}

export interface LanguageSwitchProps {
  /** The navigation's accessible name, in the page's language. */
  label: string;
  links: LanguageSwitchLink[];
}

/**
 * A link to this page in each other language, named in its own language and
 * marked so (`lang`, `hreflang`): a visitor who cannot read the page's
 * language still finds theirs. The link keeps the section being read
 * (keepSectionScript.ts, which the document adds where scripts may run).
 */
export function LanguageSwitch({ label, links }: LanguageSwitchProps) {
  const others = links.filter((link) => !link.current);
  if (others.length === 0) return null;
  return (
    <S.Nav aria-label={label}>
      {others.map(({ code, name, href }) => (
        <S.Link key={code} href={href} hrefLang={code} lang={code}>
          {name}
        </S.Link>
      ))}
    </S.Nav>
  );
}
