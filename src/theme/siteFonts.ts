import type { Theme } from '../manifest/site.gen';

export type FontChoice = NonNullable<Theme['font']>;

/** A font a site can choose (site.json's `theme.font`) as the pages name it. */
export interface SiteFont {
  /** The bundled web font, subset per site by the build; none for the system's fonts, which download nothing. */
  family?: string;
  /** The local faces sized to the web font's metrics that draw the first paint (src/siteBuild/fallback-faces.ts). */
  fallback?: string;
  /** The system's Korean fonts of the same kind, where neither of the above draws a character. */
  system: string;
}

const sansSystem = `'Apple SD Gothic Neo', 'Malgun Gothic', system-ui, sans-serif`;
const serifSystem = `'AppleMyungjo', 'Batang', 'Noto Serif CJK KR', serif`;

export const SITE_FONTS: Record<FontChoice, SiteFont> = {
  sans: { family: 'Pretendard', fallback: 'Pretendard Fallback', system: sansSystem },
  serif: { family: 'Noto Serif KR', fallback: 'Noto Serif KR Fallback', system: serifSystem },
  system: { system: sansSystem },
};

/** The font of a theme: Pretendard unless it chooses another. */
export const siteFont = (choice: FontChoice | undefined): SiteFont => SITE_FONTS[choice ?? 'sans'];

/** The font-family lists of a page: before the web font is on (local faces), and after. */
export function fontStacks({ family, fallback, system }: SiteFont): { first: string; withWebFont: string } {
  const first = fallback ? `'${fallback}', ${system}` : system;
  // The family unquoted, as a list of identifiers: how the pages have named Pretendard from the start.
  return { first, withWebFont: family ? `${family}, ${first}` : first };
}
