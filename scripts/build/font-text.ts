import type { SiteManifest } from '../../src/manifest/site.gen';

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
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => collectStrings(item, into));
}

/** Every character the font subset must contain: all strings of the manifest plus ASCII and common punctuation. */
export function fontCharacters(manifest: SiteManifest): string {
  const strings: string[] = [printableAscii(), extraCharacters];
  collectStrings(manifest, strings);
  const characters = new Set(Array.from(strings.join('')).filter((character) => character.trim() !== ''));
  return [...characters].sort().join('') + ' ';
}
