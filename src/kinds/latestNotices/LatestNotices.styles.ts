import { styled } from 'styled-components';
import { linkTarget } from '../../components/common/linkTarget';

export const More = styled.p`
  max-width: 820px;
  margin-top: ${({ theme }) => theme.space(3)};
  text-align: right;
  a {
    ${linkTarget}
    font-weight: 600;
    color: ${({ theme }) => theme.colors.accentText};
  }
`;
