import type { Theme } from '../manifest/site.gen';
import { fontStacks, siteFont } from './siteFonts';
import { resolveThemeColors } from './themeColors';

export type Breakpoint = keyof Theme['breakpoints'];

// The type scale and spacing are design constants (DESIGN.md); colours, the
// font and breakpoints are the site's to choose and come from site.json.
const fontSizes = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
  display: '2.5rem',
} as const;
const space = (steps: number): string => `${steps * 0.5}rem`;

export function createSiteTheme(theme: Theme) {
  return {
    colors: resolveThemeColors(theme.colors),
    font: siteFont(theme.font),
    fonts: fontStacks(siteFont(theme.font)),
    breakpoints: theme.breakpoints,
    fontSizes,
    space,
    contentWidth: '1200px',
    headerHeight: '72px',
    /** Media query for widths from the breakpoint up, for use inside styled templates. */
    up: (breakpoint: Breakpoint) => `@media (min-width: ${theme.breakpoints[breakpoint]}px)`,
    /** Media query for widths below the breakpoint. */
    down: (breakpoint: Breakpoint) => `@media (max-width: ${theme.breakpoints[breakpoint] - 0.02}px)`,
  };
}

export type SiteTheme = ReturnType<typeof createSiteTheme>;
