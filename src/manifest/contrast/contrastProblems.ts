import type { UnplacedProblem } from '../ManifestProblem';
import type { NamedColor } from '../messages/contrastCatalogue';
import { fieldAt, stringAt } from '../references/manifestShape';
import { fieldSchemaAt, fieldTitle } from '../schema/schemaLookup';
import { COLOR_PAIRS, REQUIRED_RATIO, type ColorPair, type PairColor, type ThemeColor } from './colorPairs';
import { contrastRatio, relativeLuminance } from './contrastRatio';
import { nearestPassingColor } from './nearestPassingColor';

const HEX = /^#[0-9a-fA-F]{6}$/u;

/**
 * The colour a pair asks to change when it falls short: the text's where both
 * are the theme's (a text colour exists to be read on its background), the
 * theme's where the other is written in the components.
 */
const adjusted = (pair: ColorPair): ThemeColor =>
  typeof pair.foreground === 'string' ? pair.foreground : pair.background;

/**
 * Theme colours whose text (or focus ring, or current-tab mark) visitors could
 * not read on the background the components put it on: one problem per colour
 * to change, at its line, with the pairs it fails and the nearest colour that
 * passes every pair it is in.
 */
export function contrastProblems(data: unknown): UnplacedProblem[] {
  const colors = fieldAt(fieldAt(data, 'theme'), 'colors');
  const valueOf = (color: PairColor) => (typeof color === 'string' ? stringAt(colors, color) : color.fixed) ?? '';
  // A colour the schema refused is reported there; its pairs wait until it is a colour.
  const pairs = COLOR_PAIRS.filter((pair) => HEX.test(valueOf(pair.foreground)) && HEX.test(valueOf(pair.background)));
  const ratioOf = (pair: ColorPair, replacing?: { key: ThemeColor; value: string }) => {
    const value = (color: PairColor) => (color === replacing?.key ? replacing.value : valueOf(color));
    return contrastRatio(value(pair.foreground), value(pair.background));
  };
  const fallsShort = (pair: ColorPair, replacing?: { key: ThemeColor; value: string }) =>
    ratioOf(pair, replacing) < REQUIRED_RATIO[pair.use];
  const named = (color: PairColor): NamedColor =>
    typeof color === 'string'
      ? { key: color, title: titleOf(color, data), value: valueOf(color) }
      : { value: color.fixed };

  const toChange = [...new Set(pairs.filter((pair) => fallsShort(pair)).map(adjusted))];
  return toChange.map((key) => {
    const value = valueOf(key);
    const shortfalls = pairs
      .filter((pair) => adjusted(pair) === key && fallsShort(pair))
      .map((pair) => ({
        other: named(pair.foreground === key ? pair.background : pair.foreground),
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
