import type { Theme } from '../manifest/site.gen';

export type ThemeColors = Theme['colors'];
export type ThemeColor = keyof ThemeColors;
/** The ten colours every site writes. */
type RequiredColor = { [K in ThemeColor]-?: undefined extends ThemeColors[K] ? never : K }[ThemeColor];
/** The colours a site may leave out, each then taking its default. */
export type OptionalColor = Exclude<ThemeColor, RequiredColor>;

/**
 * What an optional colour is when site.json leaves it out: a required colour
 * already checked in every pair the optional one is in (text on the dark
 * surfaces is onPrimary, checked on primary and primaryDark; the focus ring on
 * light surfaces is accentText, read at 4.5:1 where the ring needs 3:1), so a
 * palette of the ten required colours passes the contrast check as it is.
 * Only `error` is a colour of its own: an error must read as one whatever the brand.
 */
export const COLOR_DEFAULTS: Record<OptionalColor, { from: RequiredColor } | { value: string }> = {
  card: { from: 'background' },
  focus: { from: 'accentText' },
  focusOnDark: { from: 'onPrimary' },
  onDark: { from: 'onPrimary' },
  onDarkBody: { from: 'onPrimary' },
  onDarkLink: { from: 'onPrimary' },
  onDarkMuted: { from: 'onPrimary' },
  onDarkFaint: { from: 'onPrimary' },
  highlight: { from: 'onPrimary' },
  error: { value: '#b42318' },
};

/** Every colour the site draws with: site.json's, and the defaults of those it leaves out. */
export function resolveThemeColors(colors: ThemeColors): Required<ThemeColors> {
  const defaults = Object.fromEntries(
    Object.entries(COLOR_DEFAULTS).map(([key, rule]) => [key, 'from' in rule ? colors[rule.from] : rule.value]),
  ) as Record<OptionalColor, string>;
  return { ...defaults, ...colors };
}
