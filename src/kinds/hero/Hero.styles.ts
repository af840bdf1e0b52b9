import { styled } from 'styled-components';
import { backgroundImage } from '../../components/common/BackgroundPicture.styles';
import { linkTarget } from '../../components/common/linkTarget';
import type { Background } from '../../manifest/site.gen';
import { translucent } from '../../theme/translucent';

// Darkens the picture so the light text stays readable: the page's darkest colour, seen through.
const overlay = (primaryDark: string) =>
  `linear-gradient(${translucent(primaryDark, 55)}, ${translucent(primaryDark, 75)})`;

/** `$picture`: the background is a raster picture drawn by a BackgroundPicture; otherwise (an SVG) it is a CSS background. */
export const Box = styled.section<{ $background?: Background; $picture: boolean }>`
  position: relative;
  min-height: 100%;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.onDark};
  background-color: ${({ $background, theme }) => $background?.color ?? theme.colors.primaryDark};
  --focus-ring: ${({ theme }) => theme.colors.focusOnDark};
  ${({ $background, $picture, theme }) =>
    backgroundImage($background?.image, $picture, overlay(theme.colors.primaryDark))}
  padding: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space(6)}) 0 ${({ theme }) => theme.space(8)};
`;

export const Inner = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(3)};
`;

export const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.highlight};
  font-weight: 600;
`;

export const Title = styled.h1`
  margin-top: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.25;
  ${({ theme }) => theme.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.display};
  }
`;

export const Headline = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  max-width: 760px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
  line-height: 1.5;
  ${({ theme }) => theme.up('md')} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const Description = styled.p`
  margin-top: ${({ theme }) => theme.space(2)};
  max-width: 720px;
  color: ${({ theme }) => theme.colors.onDarkBody};
`;

/**
 * Tiles per row from each breakpoint up, by how many there are: rows as even
 * as the count allows (4 as 2 + 2, 5 as 3 + 2, 6 as 3 + 3), never one tile
 * alone on the last row where a split avoids it, and all tiles one width.
 */
const COLUMNS: Record<number, { sm: number; md: number }> = {
  1: { sm: 1, md: 1 },
  2: { sm: 2, md: 2 },
  3: { sm: 3, md: 3 },
  4: { sm: 2, md: 4 },
  5: { sm: 3, md: 3 },
  6: { sm: 3, md: 3 },
};

/** `$count`: how many tiles; each spans 2 of twice as many tracks, so a short last row (5 as 3 + 2) is centred. */
export const Tiles = styled.ul<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
  ${({ theme, $count }) => tileColumns(theme.up('sm'), COLUMNS[$count]?.sm ?? 3, $count)}
  ${({ theme, $count }) => tileColumns(theme.up('md'), COLUMNS[$count]?.md ?? 3, $count)}
`;

/** Columns from a breakpoint up; the last row's first tile is moved over to centre a row left short. */
function tileColumns(media: string, columns: number, count: number): string {
  const short = count % columns;
  const centred =
    short === 0 ? '' : `& > li:nth-child(${count - short + 1}) { grid-column: ${columns - short + 1} / span 2; }`;
  return `${media} {
    grid-template-columns: repeat(${2 * columns}, minmax(0, 1fr));
    & > li { grid-column: span 2; }
    ${centred}
  }`;
}

export const Tile = styled.a`
  display: grid;
  grid-template-columns: 48px 1fr;
  column-gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space(2.5)};
  border: 1px solid ${({ theme }) => translucent(theme.colors.onDark, 22)};
  border-radius: 10px;
  background: ${({ theme }) => translucent(theme.colors.primaryDark, 55)};
  color: ${({ theme }) => theme.colors.onDark};
  text-decoration: none;
  transition:
    background-color 0.2s ease,
    border-color 0.2s ease,
    transform 0.2s ease;
  img {
    width: 48px;
    height: 48px;
    grid-row: span 2;
  }
  &:hover {
    background: ${({ theme }) => translucent(theme.colors.accent, 28)};
    border-color: ${({ theme }) => theme.colors.highlight};
    transform: translateY(-2px);
  }
  ${({ theme }) => theme.up('md')} {
    grid-template-columns: 1fr;
    row-gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    img {
      grid-row: auto;
    }
  }
`;

export const TileLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
`;

export const TileText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.onDarkBody};
`;

export const Attribution = styled.a`
  ${linkTarget}
  position: absolute;
  right: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(1)};
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.onDarkMuted};
  &:hover {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;
