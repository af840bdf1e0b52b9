import { styled } from 'styled-components';
import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from '../common/InLanguage';
import { ARROW_AFTER_LABEL, linkTarget } from '../common/linkTarget';

const Line = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    ${linkTarget} font-weight: 600;
    margin-left: ${({ theme }) => theme.space(1)};
  }
`;

export interface ContactInviteProps {
  /** labels.contactInvite */
  text: LocalText;
  /** labels.contactInviteLink */
  link: LocalText;
  /** The inquiry form's address in the page's language. */
  href: string;
}

/** The closing line under a body text that invites the visitor to get in touch. */
export function ContactInvite({ text, link, href }: ContactInviteProps) {
  return (
    <Line>
      <InLanguage text={text} />
      <a href={href}>
        <InLanguage text={link} />
        {ARROW_AFTER_LABEL}
      </a>
    </Line>
  );
}
