import type { PlacedProblem } from '../ManifestProblem';
import { createPositionFinder } from '../json/positions';
import { firstInvalidUtf8Byte } from './invalidUtf8';

export type Decoded = { text: string } | { problem: PlacedProblem };

const HANGUL_SYLLABLE = /[\uac00-\ud7a3]/u;

/**
 * UTF-16 without a byte-order mark: JSON starts with "{" or a space, which
 * UTF-16 writes as the character and a zero byte (little-endian: "{", 0;
 * big-endian: 0, "{"); its other ASCII characters follow the same pattern.
 * UTF-8 JSON has no zero bytes at all.
 */
function utf16WithoutBom(bytes: Uint8Array): 'LE' | 'BE' | undefined {
  const isAscii = (byte: number | undefined) => byte !== undefined && byte > 0 && byte < 0x80;
  if (isAscii(bytes[0]) && bytes[1] === 0) return 'LE';
  if (bytes[0] === 0 && isAscii(bytes[1])) return 'BE';
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] !== 0) continue;
    if (i % 2 === 0) evenZeros++;
    else oddZeros++;
  }
  const enough = bytes.length / 20;
  if (oddZeros > enough && oddZeros > 4 * evenZeros) return 'LE';
  if (evenZeros > enough && evenZeros > 4 * oddZeros) return 'BE';
  return undefined;
}

/** Where a byte offset is, counted in the characters editors show. */
function positionOfByte(bytes: Uint8Array, offset: number): { line: number; column: number } {
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
  return createPositionFinder(before)(before.length);
}

/**
 * The file's text when it is UTF-8 (with or without a byte-order mark). Anything
 * else is refused rather than guessed at: decoding it anyway would publish
 * broken characters (U+FFFD) or mojibake that nobody wrote. Issue 9.
 */
export function decodeManifestBytes(bytes: Uint8Array): Decoded {
  const at = (line: number, column: number) => ({ pointer: '', line, column });
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { problem: { code: 'utf16-encoding', params: { byteOrder: 'LE' }, ...at(1, 1) } };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { problem: { code: 'utf16-encoding', params: { byteOrder: 'BE' }, ...at(1, 1) } };
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) return { problem: { code: 'utf16-encoding', params: { byteOrder: utf16 }, ...at(1, 1) } };

  const invalid = firstInvalidUtf8Byte(bytes);
  // A U+FFFD written in the file is a real character and decodes as one; fatal decoding adds none of its own.
  if (invalid < 0) return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };

  const legacy = decodeLegacyKorean(bytes);
  if (legacy !== undefined) {
    // Point at the first Korean character, which is where the file stops being UTF-8.
    const { line, column } = createPositionFinder(legacy)(legacy.search(/\P{ASCII}/u));
    return { problem: { code: 'legacy-korean-encoding', params: {}, ...at(line, column) } };
  }
  const { line, column } = positionOfByte(bytes, invalid);
  const byte = bytes[invalid]!.toString(16).toUpperCase().padStart(2, '0');
  return { problem: { code: 'invalid-utf8', params: { byte: `0x${byte}` }, ...at(line, column) } };
}

/** The text when the bytes are EUC-KR/CP949 (Notepad's "ANSI" on Korean Windows) holding Korean. */
function decodeLegacyKorean(bytes: Uint8Array): string | undefined {
  try {
    // WHATWG's 'euc-kr' is Windows code page 949, the superset Notepad writes.
    const text = new TextDecoder('euc-kr', { fatal: true }).decode(bytes);
    return HANGUL_SYLLABLE.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}
