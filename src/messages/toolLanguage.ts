// The languages of the tools: what staff, the CLI and the validator speak,
// Korean for the lab and, with `--lang en`, English for developers. Not the
// site's languages (`Language`, whatever site.json's `languages` declares):
// visitors' texts are in src/messages/visitorLanguage.ts.
export type ToolLanguage = 'ko' | 'en';

export const toolLanguages: readonly ToolLanguage[] = ['ko', 'en'];

export function isToolLanguage(value: unknown): value is ToolLanguage {
  return toolLanguages.includes(value as ToolLanguage);
}
