import { styled } from 'styled-components';
import { linkTarget } from '../../components/common/linkTarget';

export const Intro = styled.div`
  max-width: 760px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-line;
`;

export const List = styled.ul`
  max-width: 820px;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Item = styled.li`
  padding: ${({ theme }) => `${theme.space(2.5)} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The whole line is the link, its name in the accent colour, so it reads as one target on a phone. */
export const Link = styled.a`
  ${linkTarget}
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.accentText};
  text-decoration: none;
  &:hover span:first-of-type {
    text-decoration: underline;
  }
`;

export const Icon = styled.svg`
  flex: none;
  align-self: center;
  width: 20px;
  height: 20px;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export const Name = styled.span``;

export const Facts = styled.span`
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
