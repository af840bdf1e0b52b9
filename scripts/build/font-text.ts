import { readFileSync } from 'node:fs';
import type { SiteManifest } from '../../src/manifest/site.gen';
import { projectRoot } from './paths';

// The inquiry form shows messages written in code, the same ones the server
// answers with (they are no site content: they follow the shared schema).
const codeWithMessages = ['src/inquiry/inquiryErrors.ts', 'src/server/inquiries/refusalOf.ts'];

function messageCharacters(): string {
  return codeWithMessages.map((file) => readFileSync(`${projectRoot}/${file}`, 'utf8').replace(/[\x00-\x7f]/g, '')).join('');
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
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => collectStrings(item, into));
}

/** Every character the font subset must contain: all strings of the manifest, the form's messages, ASCII and common punctuation. */
export function fontCharacters(manifest: SiteManifest): string {
  const strings: string[] = [printableAscii(), extraCharacters, messageCharacters()];
  collectStrings(manifest, strings);
  const characters = new Set(Array.from(strings.join('')).filter((character) => character.trim() !== ''));
  return [...characters].sort().join('') + ' ';
}
