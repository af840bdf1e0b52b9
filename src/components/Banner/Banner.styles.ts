import { styled } from 'styled-components';
import { backgroundImage } from '../common/BackgroundPicture.styles';

/** `$picture`: the image is a raster picture drawn by a BackgroundPicture; otherwise (an SVG) it is a CSS background. */
export const BannerBox = styled.div<{ $image?: string; $picture: boolean }>`
  background-color: ${({ theme }) => theme.colors.primary};
  ${({ $image, $picture }) => backgroundImage($image, $picture)}
  color: ${({ theme }) => theme.colors.onPrimary};
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
`;

export const Inner = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(6)} ${theme.space(3)}`};
  ${({ theme }) => theme.up('md')} {
    padding: ${({ theme }) => `${theme.space(10)} ${theme.space(3)}`};
  }
`;

export const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.25;
  letter-spacing: -0.01em;
  ${({ theme }) => theme.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

export const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onDarkBody};
`;
