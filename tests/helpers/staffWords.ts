import siteSchema from '../../schema/site.schema.json';

/** Every property name site.json has: a key shown bare ("routes에 있는 주소") is a developer word too. */
function schemaKeys(node: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => schemaKeys(item, keys));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && value && typeof value === 'object')
        Object.keys(value).forEach((name) => keys.add(name));
      schemaKeys(value, keys);
    }
  }
  return keys;
}

// Not inside a Latin word, nor after / or #: Korean particles follow a key directly ("routes에"),
// and an address such as /about or #contact is the site's, named to staff on purpose.
const KEYS = new RegExp(
  `(?<![A-Za-z\\d/#_-])(${[...schemaKeys(siteSchema)].filter((key) => key !== '$schema').join('|')})(?![A-Za-z\\d_-])`,
  'u',
);

// What the editor must not show its staff: JSON keys (id, label, href, src, or any key given
// in brackets, as "(korName)"), empty values as null/undefined, property paths (footer.links),
// JSON pointers (/routes/2/page) and JSON syntax.
const DEVELOPER_WORDS =
  /\b(id|label|null|undefined|href|src)\b|\([a-z]+[A-Za-z]*\)|(?<![@\w.])[a-z]+[A-Za-z]*\.[a-z]+[A-Za-z]*(?![\w.@])|\/[a-z]+\/\d|[{}[\]]|"[^"]*"\s*:|""/u;

// Words staff did not understand when they edited the site alone (issue 28): the file's name,
// 아이디, a section's 종류 and its 점 이름, an image's 파일 경로 and 대체 글, link schemes
// listed bare, and in publishing the remote, a commit's hash and a deploy that says neither who nor when.
const UNCLEAR_WORDS =
  /site\.json|아이디|섹션 종류|점 이름|파일 경로|대체 글|mailto:|tel:|원격|(?<!담당자가 새로 )배포|(?<![\w#-])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}(?![\w-])/u;

/** A word staff did not understand in `text`, once quoted values and examples are set aside as in developerWordsIn. */
export function unclearWordIn(text: string): string | undefined {
  const ownWords = text.replace(/'[^'\n]*'/gu, "''").replace(/"[^"\n]+"/gu, '');
  return UNCLEAR_WORDS.exec(ownWords)?.[0];
}

/**
 * The developer words in `text`, once what is the site's content is set aside:
 * a value quoted back to staff ('/images/x.svg', 'fe-semm') is what they typed, an
 * example in quotes ("/images/instruments/xps.svg") is what they may type, and
 * `fileName` (site.json) is where the editor saves, named to them on purpose.
 */
export function developerWordsIn(text: string, fileName = 'site.json'): string | undefined {
  const ownWords = text
    .split(fileName)
    .join(' ')
    .replace(/'[^'\n]*'/gu, "''")
    .replace(/"[^"\n]+"(?!\s*:)/gu, '')
    // A placeholder staff type into a text the site fills in ("{count} / {max}자").
    .replace(/\{[a-z]+\}/gu, '');
  return DEVELOPER_WORDS.exec(ownWords)?.[0] ?? KEYS.exec(ownWords)?.[0];
}
