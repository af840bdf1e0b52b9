// What the editor must not show its staff: JSON keys (id, label, href, src, or any key given
// in brackets, as "(korName)"), empty values as null/undefined, property paths (footer.links),
// JSON pointers (/routes/2/page) and JSON syntax.
const DEVELOPER_WORDS = /\b(id|label|null|undefined|href|src)\b|\([a-z]+[A-Za-z]*\)|(?<![@\w.])[a-z]+[A-Za-z]*\.[a-z]+[A-Za-z]*(?![\w.@])|\/[a-z]+\/\d|[{}[\]]|"[^"]*"\s*:|""/u;

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
  return DEVELOPER_WORDS.exec(ownWords)?.[0];
}
