import { parseHex, toHex, type Rgb } from './contrastRatio';

type Hsl = readonly [hue: number, saturation: number, lightness: number];

function toHsl([r, g, b]: Rgb): Hsl {
  const [red, green, blue] = [r / 255, g / 255, b / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === red
      ? ((green - blue) / chroma) % 6
      : max === green
        ? (blue - red) / chroma + 2
        : (red - green) / chroma + 4;
  return [(sector * 60 + 360) % 360, saturation, lightness];
}

function fromHsl([hue, saturation, lightness]: Hsl): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][sector]!;
  return [(r! + m) * 255, (g! + m) * 255, (b! + m) * 255];
}

/** How far the lightness moves at each step: small enough that the colour stays recognisably the lab's. */
const STEP = 0.01;

/**
 * The colour nearest to `hex` that `passes`: the same hue and saturation, its
 * lightness moved in small steps, darker and lighter in turn, so the first that
 * passes is the smallest change. Undefined when no lightness passes (the
 * colour sits between backgrounds too far apart).
 */
export function nearestPassingColor(hex: string, passes: (candidate: string) => boolean): string | undefined {
  const [hue, saturation, lightness] = toHsl(parseHex(hex));
  for (let step = 1; step * STEP <= 1; step++) {
    // Clamped rather than skipped, so black and white are tried whatever rounding does to the last step.
    for (const moved of [Math.max(0, lightness - step * STEP), Math.min(1, lightness + step * STEP)]) {
      const candidate = toHex(fromHsl([hue, saturation, moved]));
      if (passes(candidate)) return candidate;
    }
  }
  return undefined;
}
