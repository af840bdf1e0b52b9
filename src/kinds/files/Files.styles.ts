import { styled } from 'styled-components';
import { linkTarget } from '../../components/common/linkTarget';

export { RuledList as List } from '../../components/common/layout';

export const Item = styled.li`
  padding: ${({ theme }) => `${theme.space(2.5)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Name = styled.span``;

/**
 * The whole line is the link, its name in the accent colour, so it reads as one
 * target on a phone; name and facts wrap as one text beside the icon.
 */
export const Link = styled.a`
  ${linkTarget}
  align-items: flex-start;
  column-gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.accentText};
  text-decoration: none;
  &:hover ${Name} {
    text-decoration: underline;
  }
`;

export const Icon = styled.svg`
  flex: none;
  width: 20px;
  height: 20px;
  margin-top: 0.2em;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

/** "(PDF, 208 KB)" wraps as one piece, never between number and unit. */
export const Facts = styled.span`
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Description = styled.div`
  margin-top: ${({ theme }) => theme.space(0.5)};
  padding-left: calc(20px + ${({ theme }) => theme.space(1)});
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;
