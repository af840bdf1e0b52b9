import type { FontChoice } from '../theme/siteFonts';
import { buildFonts, type FontAssets } from './fonts';

export interface LanguageFontAssets extends FontAssets {
  /** The @font-face rules of each language's pages, by language code; `css` is the default language's. */
  cssByLanguage: Record<string, string>;
}

/**
 * A subset of the site's web font for each language, from the characters its pages
 * show (font-text.ts): an English page downloads Latin glyphs only, not the
 * Hangul its Korean twin needs. `charactersByLanguage` holds the default
 * language first. Languages showing the same characters share one file.
 */
export async function buildLanguageFonts(
  root: string,
  outDir: string,
  charactersByLanguage: ReadonlyMap<string, string>,
  choice: FontChoice,
): Promise<LanguageFontAssets> {
  const built = new Map<string, FontAssets>();
  for (const [code, characters] of charactersByLanguage)
    built.set(code, await buildFonts(root, outDir, characters, choice));
  const faces = [...built.values()];
  const files = new Map(faces.map((fonts) => [fonts.css, fonts]));
  return {
    css: faces[0]!.css,
    cssByLanguage: Object.fromEntries([...built].map(([code, fonts]) => [code, fonts.css])),
    bytes: [...files.values()].reduce((sum, fonts) => sum + fonts.bytes, 0),
    subset: faces.reduce((sum, fonts) => sum + fonts.subset, 0),
  };
}
