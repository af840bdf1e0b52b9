// How values and JSON types are named to people who do not know JSON's words.
// Each word is chosen so that the Korean particle after it can be computed.
const TYPE_WORDS: Record<string, string> = {
  string: '글자',
  number: '숫자',
  integer: '숫자',
  boolean: '참/거짓 값(true 또는 false)',
  array: '목록([ ])',
  object: '묶음({ })',
  null: '빈 값(null)',
};

export function expectedWords(types: unknown): string {
  const list = Array.isArray(types) ? types : [types];
  return list.map((type) => TYPE_WORDS[String(type)] ?? String(type)).join(' 또는 ');
}

function shorten(text: string, limit = 30): string {
  return text.length > limit ? `${text.slice(0, limit)}…` : text;
}

/** The value as people should recognise it in their file, e.g. 글자("700"). */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return `글자(${shorten(JSON.stringify(value))})`;
  if (typeof value === 'number') return `숫자(${value})`;
  if (typeof value === 'boolean') return `참/거짓 값(${value})`;
  if (value === null) return '빈 값(null)';
  if (Array.isArray(value)) return '목록([…])';
  return '묶음({…})';
}
