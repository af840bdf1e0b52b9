import { css, styled } from 'styled-components';
import { Container } from '../../components/common/layout';
import { Section } from '../../components/common/Section';
import { translucent } from '../../theme/translucent';

export const Box = styled(Section)`
  display: flex;
  align-items: center;
  min-height: 100%;
`;

export const Inner = styled(Container)`
  width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: 1.1fr 1fr;
    align-items: center;
    gap: ${({ theme }) => theme.space(8)};
  }
`;

export const Intro = styled.div``;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.primary};
  ${({ theme }) => theme.up('md')} {
    font-size: 2rem;
  }
`;

export const Text = styled.div`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  p + p {
    margin-top: ${({ theme }) => theme.space(1.5)};
  }
`;

const buttonLook = css`
  display: inline-flex;
  align-items: center;
  margin-top: ${({ theme }) => theme.space(4)};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.accentText};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const OpenButton = styled.button`
  ${buttonLook}
  html:not(.js) & {
    display: none;
  }
`;

/** The page's own inquiry form, for visitors without JavaScript. */
export const FallbackLink = styled.a`
  ${buttonLook}
  html.js & {
    display: none;
  }
`;

export const Sent = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
  &:empty {
    display: none;
  }
`;

export const DetailsCard = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.card};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  box-shadow: 0 8px 24px ${({ theme }) => translucent(theme.colors.primary, 6)};
`;
