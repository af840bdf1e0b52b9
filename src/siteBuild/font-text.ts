import { readFileSync } from 'node:fs';
import type { Language, SiteManifest } from '../manifest/site.gen';
import { defaultLanguage, siteLanguages } from '../manifest/language/siteLanguages';
import { localizeManifest } from '../render/localize';
import { projectRoot } from './paths';

// The inquiry form shows messages written in code, the same ones the server
// answers with (they are no site content: they follow the shared schema). The
// Korean ones bring Hangul; another language's are Latin and punctuation,
// which ASCII and the typography below already hold.
const codeWithMessages = ['src/inquiry/inquiryErrors.ts', 'src/siteServer/inquiries/refusalOf.ts'];

function messageCharacters(): string {
  return codeWithMessages
    .map((file) => readFileSync(`${projectRoot}/${file}`, 'utf8').replace(/\p{ASCII}/gu, ''))
    .join('');
}

// Characters the pages may show that are not in site.json: typography the
// components or future edits add, and the units of instrument specifications.
const extraCharacters = '·–—→←↑↓…©®™‘’“”«»℃°μµ±×÷²³¹½¼∼~※•「」『』《》〈〉【】';

function printableAscii(): string {
  let text = '';
  for (let code = 0x20; code <= 0x7e; code += 1) text += String.fromCharCode(code);
  return text;
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) value.forEach((item) => collectStrings(item, into));
  else if (value !== null && typeof value === 'object')
    Object.values(value).forEach((item) => collectStrings(item, into));
}

/**
 * Every character the font subset of `language`'s pages must contain: the
 * strings of the manifest as those pages show them (a missing translation on
 * an `inProgress` language's page brings the default language's text, and its
 * glyphs), ASCII, common punctuation and, on Korean pages, the form's
 * messages. The languages' own names are left out: the language switch shows
 * the other languages' names only, a word or two of another script, which the
 * local faces draw (fallback-faces.ts) rather than every English page
 * downloading Hangul for "한국어".
 */
export function fontCharacters(manifest: SiteManifest, language: Language = defaultLanguage(manifest)): string {
  const shown = { ...localizeManifest(manifest, language.code), languages: undefined };
  const strings: string[] = [
    printableAscii(),
    extraCharacters,
    ...(language.code === 'ko' ? [messageCharacters()] : []),
  ];
  collectStrings(shown, strings);
  const characters = new Set(Array.from(strings.join('')).filter((character) => character.trim() !== ''));
  return [...characters].sort().join('') + ' ';
}

/** The characters of each language's pages, by language code. */
export function fontCharactersByLanguage(manifest: SiteManifest): Map<string, string> {
  return new Map(siteLanguages(manifest).map((language) => [language.code, fontCharacters(manifest, language)]));
}
