// Korean particles depend on whether the previous syllable ends in a consonant.
// For Hangul we can tell; for names like 'korName' we cannot, so we use the
// combined form (이(가)) that Korean software conventionally prints.
type ParticlePair = '이/가' | '은/는' | '을/를' | '과/와' | '으로/로' | '이라는/라는';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/** An aside longer than this is not an aside. */
const TAIL_LENGTH = 200;

function lastSpokenChar(word: string): string {
  // "글자(\"700\")" is read as "글자": the parenthesised part is an aside, and
  // quotes around a name ('한국어 이름') are not read aloud. Only the end of the
  // word matters, and the word may be a whole quoted value: look at its tail, and
  // strip quotes by hand, since /['"]+$/ retries every quote of a long run of them.
  let end = word.slice(-TAIL_LENGTH).replace(/\([^()]*\)$/u, '');
  while (end.endsWith("'") || end.endsWith('"')) end = end.slice(0, -1);
  return end.slice(-1);
}

const COMBINED: Record<ParticlePair, string> = {
  '이/가': '이(가)',
  '은/는': '은(는)',
  '을/를': '을(를)',
  '과/와': '과(와)',
  '으로/로': '(으)로',
  '이라는/라는': '(이)라는',
};

export function particle(word: string, pair: ParticlePair): string {
  const [withConsonant, withVowel] = pair.split('/') as [string, string];
  const code = lastSpokenChar(word).charCodeAt(0);
  if (!(code >= HANGUL_FIRST && code <= HANGUL_LAST)) return COMBINED[pair];
  const finalConsonant = (code - HANGUL_FIRST) % 28;
  // ㄹ-final words take 로, not 으로 (e.g. "파일로").
  if (pair === '으로/로') return finalConsonant === 0 || finalConsonant === 8 ? withVowel : withConsonant;
  return finalConsonant === 0 ? withVowel : withConsonant;
}

/** The word followed by its particle, e.g. withParticle('장비', '이/가') → '장비가'. */
export function withParticle(word: string, pair: ParticlePair): string {
  return word + particle(word, pair);
}

/** 'korName' in single quotes with its particle: `'korName'이(가)`. */
export function quoted(name: string, pair: ParticlePair): string {
  return withParticle(`'${name}'`, pair);
}

/** `'a', 'b', 'c'` for lists of names in a sentence. */
export const list = (values: readonly string[]) => values.join(', ');

export const didYouMean = (suggestion: string | undefined) =>
  suggestion ? ` 혹시 ${withParticle(suggestion, '을/를')} 말씀하셨나요?` : '';
