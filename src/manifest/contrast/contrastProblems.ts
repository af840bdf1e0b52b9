import type { UnplacedProblem } from '../ManifestProblem';
import type { NamedColor } from '../messages/contrastCatalogue';
import { fieldAt, stringAt } from '../references/manifestShape';
import { fieldSchemaAt, fieldTitle } from '../schema/schemaLookup';
import { COLOR_DEFAULTS, resolveThemeColors, type OptionalColor, type ThemeColors } from '../../theme/themeColors';
import { COLOR_PAIRS, REQUIRED_RATIO, type ColorPair, type ThemeColor } from './colorPairs';
import { contrastRatio, relativeLuminance } from './contrastRatio';
import { nearestPassingColor } from './nearestPassingColor';

const HEX = /^#[0-9a-fA-F]{6}$/u;

/**
 * The colour a pair asks to change when it falls short: the text's (or the
 * ring's, or the mark's), which exists to be seen on its background.
 */
const adjusted = (pair: ColorPair): ThemeColor => pair.foreground;

/**
 * Whether a shortfall of `key` is its own to report: a colour site.json leaves
 * out and takes from another (focus from accentText) falls short only where
 * that one does, on the same background at a ratio at least as high, and that
 * one is reported at its line.
 */
const reportable = (key: ThemeColor, colors: Record<string, unknown>) =>
  key in colors || !(key in COLOR_DEFAULTS && 'from' in COLOR_DEFAULTS[key as OptionalColor]);

/**
 * Theme colours whose text (or focus ring, or current-tab mark) visitors could
 * not read on the background the components put it on: one problem per colour
 * to change, at its line (at the colours' line for one left out), with the
 * pairs it fails and the nearest colour that passes every pair it is in.
 */
export function contrastProblems(data: unknown): UnplacedProblem[] {
  const written = fieldAt(fieldAt(data, 'theme'), 'colors');
  const colors = typeof written === 'object' && written !== null ? (written as Record<string, unknown>) : {};
  const given = Object.fromEntries(Object.keys(colors).map((key) => [key, stringAt(colors, key)]));
  // Defaults follow the colours they come from only while those are colours; the schema reports the rest.
  const resolved = resolveThemeColors(given as ThemeColors) as Record<ThemeColor, string | undefined>;
  const valueOf = (color: ThemeColor) => resolved[color] ?? '';
  const pairs = COLOR_PAIRS.filter((pair) => HEX.test(valueOf(pair.foreground)) && HEX.test(valueOf(pair.background)));
  const ratioOf = (pair: ColorPair, replacing?: { key: ThemeColor; value: string }) => {
    const value = (color: ThemeColor) => (color === replacing?.key ? replacing.value : valueOf(color));
    return contrastRatio(value(pair.foreground), value(pair.background));
  };
  const fallsShort = (pair: ColorPair, replacing?: { key: ThemeColor; value: string }) =>
    ratioOf(pair, replacing) < REQUIRED_RATIO[pair.use];
  const named = (color: ThemeColor): NamedColor => ({ key: color, title: titleOf(color, data), value: valueOf(color) });

  const toChange = [
    ...new Set(
      pairs
        .filter((pair) => fallsShort(pair))
        .map(adjusted)
        .filter((key) => reportable(key, colors)),
    ),
  ];
  return toChange.map((key) => {
    const value = valueOf(key);
    const shortfalls = pairs
      .filter((pair) => adjusted(pair) === key && fallsShort(pair))
      .map((pair) => ({
        other: named(pair.background),
        ratio: ratioOf(pair),
        required: REQUIRED_RATIO[pair.use],
        use: pair.use,
        where: pair.where,
      }))
      .sort((a, b) => a.ratio - b.ratio);
    // The colour proposed must not spoil a pair it is in on the other side (accentText is also the inquiry button's background).
    const itsPairs = pairs.filter((pair) => pair.foreground === key || pair.background === key);
    const suggestion = nearestPassingColor(value, (candidate) =>
      itsPairs.every((pair) => !fallsShort(pair, { key, value: candidate })),
    );
    const direction =
      suggestion === undefined
        ? undefined
        : relativeLuminance(suggestion) < relativeLuminance(value)
          ? ('darker' as const)
          : ('lighter' as const);
    return {
      code: 'low-contrast' as const,
      pointer: `/theme/colors/${key}`,
      params: { color: named(key), shortfalls, suggestion, direction },
    };
  });
}

function titleOf(key: ThemeColor, data: unknown): string | undefined {
  return fieldTitle(fieldSchemaAt(`/theme/colors/${key}`, data));
}
