import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { HeaderVariant } from './Header';

export const Bar = styled.header<{ $variant: HeaderVariant }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  color: ${({ $variant, theme }) => ($variant === 'home' ? theme.colors.primary : theme.colors.onPrimary)};
  background: ${({ $variant, theme }) => ($variant === 'home' ? 'rgba(255, 255, 255, 0.96)' : theme.colors.primary)};
  box-shadow: 0 1px 0 ${({ $variant, theme }) => ($variant === 'home' ? theme.colors.border : 'rgba(255,255,255,0.08)')};
  transition: box-shadow 0.2s ease;

  a { color: inherit; text-decoration: none; }
  a:hover { color: ${({ $variant, theme }) => ($variant === 'home' ? theme.colors.accentText : '#8fe3ea')}; }
`;

export const Inner = styled.div`
  position: relative;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.headerHeight};
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  ${({ theme }) => theme.up('sm')} { padding: 0 ${({ theme }) => theme.space(3)}; }
`;

export const LogoLink = styled(Link)`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.headerHeight};
  flex-shrink: 0;
  img { width: 200px; height: auto; }
  ${({ theme }) => theme.up('lg')} { img { width: 240px; } }
`;

export const Nav = styled.nav`
  ${({ theme }) => theme.down('md')} {
    display: none;
    position: absolute;
    top: ${({ theme }) => theme.headerHeight};
    left: 0;
    right: 0;
    max-height: calc(100vh - ${({ theme }) => theme.headerHeight});
    overflow-y: auto;
    background: inherit;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)} ${theme.space(3)}`};
    border-top: 1px solid currentColor;
    border-top-color: rgba(127, 127, 127, 0.25);
    ${Bar}[data-mobile-open='true'] &,
    html:not(.js) ${Bar}:focus-within & { display: block; background: inherit; }
  }
`;

export const Groups = styled.ul`
  display: flex;
  flex-direction: column;
  ${({ theme }) => theme.up('md')} { flex-direction: row; }
`;

export const Group = styled.li`
  ${({ theme }) => theme.up('md')} { width: 124px; text-align: center; }
  ${({ theme }) => theme.up('lg')} { width: 148px; }
  ${({ theme }) => theme.down('md')} {
    padding: ${({ theme }) => theme.space(1)} 0;
    & + & { border-top: 1px solid rgba(127, 127, 127, 0.2); }
  }
`;

export const GroupLink = styled(Link)`
  display: block;
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  ${({ theme }) => theme.up('md')} {
    line-height: ${({ theme }) => theme.headerHeight};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

export const SubList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(0.5)} ${theme.space(2)}`};
  padding: ${({ theme }) => theme.space(0.5)} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.up('md')} {
    display: none;
    flex-direction: column;
    gap: 0;
    padding: 0 0 ${({ theme }) => theme.space(3)};
    a { display: block; padding: 6px 4px; opacity: 0.85; }
    a:hover { opacity: 1; }
    ${Bar}[data-expanded='true'] &,
    html:not(.js) ${Bar}:hover &,
    html:not(.js) ${Bar}:focus-within & { display: flex; }
  }
`;

export const MenuButton = styled.button`
  display: none;
  ${({ theme }) => theme.down('md')} {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    margin-top: 12px;
    margin-right: -8px;
    background: none;
    border: 0;
    color: inherit;
    cursor: pointer;
  }
`;

export const MenuIcon = styled.span<{ $open: boolean }>`
  position: relative;
  width: 24px;
  height: 2px;
  background: ${({ $open }) => ($open ? 'transparent' : 'currentColor')};
  &::before, &::after {
    content: '';
    position: absolute;
    left: 0;
    width: 24px;
    height: 2px;
    background: currentColor;
    transition: transform 0.2s ease;
  }
  &::before { transform: ${({ $open }) => ($open ? 'rotate(45deg)' : 'translateY(-7px)')}; }
  &::after { transform: ${({ $open }) => ($open ? 'rotate(-45deg)' : 'translateY(7px)')}; }
`;
