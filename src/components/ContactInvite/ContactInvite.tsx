import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSite } from '../../render/SiteContext';
import { linkTarget } from '../common/linkTarget';

const Line = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  a { ${linkTarget} font-weight: 600; margin-left: ${({ theme }) => theme.space(1)}; }
`;

/** The closing line under a body text that invites the visitor to get in touch. */
export function ContactInvite() {
  const { labels, inquiryForm } = useSite();
  return (
    <Line>
      {labels.contactInvite}
      <Link to={inquiryForm.href}>{labels.contactInviteLink} →</Link>
    </Line>
  );
}
