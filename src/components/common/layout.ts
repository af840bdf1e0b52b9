import { styled } from 'styled-components';
import type { Background } from '../../manifest/site.gen';
import { backgroundImage } from './BackgroundPicture.styles';

/**
 * A page section: full width, with the manifest's optional background.
 * `$picture`: its image is a raster photo drawn by a BackgroundPicture (see `Section`); otherwise (an SVG) a CSS background.
 */
export const SectionBox = styled.section<{ $background?: Background; $picture?: boolean }>`
  padding: ${({ theme }) => `${theme.space(7)} 0`};
  background-color: ${({ $background }) => $background?.color ?? 'transparent'};
  ${({ $background, $picture }) => backgroundImage($background?.image, $picture === true)}
  ${({ theme }) => theme.up('md')} {
    padding: ${({ theme }) => `${theme.space(10)} 0`};
  }
`;

/** The centered content column (max about 1200 px). */
export const Container = styled.div`
  max-width: ${({ theme }) => theme.contentWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(2)};
  ${({ theme }) => theme.up('sm')} {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.primary};
  margin-bottom: ${({ theme }) => theme.space(4)};
  &::after {
    content: '';
    display: block;
    width: 40px;
    height: 3px;
    margin-top: ${({ theme }) => theme.space(2)};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

/** A list of entries between thin rules (downloads, notices), as wide as text is read comfortably. */
export const RuledList = styled.ul`
  max-width: 820px;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Prose = styled.div`
  max-width: 760px;
  color: ${({ theme }) => theme.colors.text};
  /* A formatted paragraph's list is a block of its own between paragraphs: the same space as between two. */
  :is(p, ul, ol) + :is(p, ul, ol) {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** A section's short lead between its title and its content (cards, people, a table). */
export const SectionIntro = styled(Prose)`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
