import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from '../common/InLanguage';
import * as S from './HeaderNav.styles';

/** A menu link's address, and whether it leaves the site (an https:// address, opened in a new tab). */
export interface HeaderLink {
  label: LocalText;
  href: string;
  outside: boolean;
}

/** The attributes of a link that leaves the site: a new tab, without giving that site a handle on this one. */
export const outsideAttributes = ({ outside }: Pick<HeaderLink, 'outside'>) =>
  outside ? { target: '_blank', rel: 'noopener external' } : {};

/**
 * A menu link's words: its label and, for a link to another site, an arrow
 * that screen readers read as labels.outsideLink ("opens in a new tab").
 */
export function HeaderLinkContent({ link, outsideText }: { link: HeaderLink; outsideText?: string }) {
  return (
    <>
      <InLanguage text={link.label} />
      {link.outside && (
        <>
          {/* A space, so that screen readers say the label and the arrow's name as two words. */}{' '}
          <S.OutsideMark
            viewBox="0 0 12 12"
            focusable="false"
            {...(outsideText ? { role: 'img', 'aria-label': outsideText } : { 'aria-hidden': true })}
          >
            <path d="M4 2h6v6M10 2 3 9" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </S.OutsideMark>
        </>
      )}
    </>
  );
}
