import { styled } from 'styled-components';
import { mapLabelAttribute } from './drawKakaoMap';
import { translucent } from '../../theme/translucent';

export const MapBox = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surface};
`;

/** Kakao draws the map in here; it lies under the fallback until the map is ready. */
export const MapCanvas = styled.div`
  position: absolute;
  inset: 0;

  [${mapLabelAttribute}] {
    padding: 6px 12px;
    white-space: nowrap;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Fallback = styled.div`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  text-align: center;
  background-color: ${({ theme }) => theme.colors.surface};
  background-image:
    repeating-linear-gradient(
      0deg,
      transparent 0 39px,
      ${({ theme }) => translucent(theme.colors.primary, 5)} 39px 40px
    ),
    repeating-linear-gradient(
      90deg,
      transparent 0 39px,
      ${({ theme }) => translucent(theme.colors.primary, 5)} 39px 40px
    );
`;

export const Notice = styled.p`
  max-width: 520px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FallbackName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

export const FallbackLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1)};
  a {
    padding: 8px 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.accentText};
    font-weight: 600;
    text-decoration: none;
    background: ${({ theme }) => theme.colors.card};
  }
`;

export const Details = styled.div`
  display: grid;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Directions = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
