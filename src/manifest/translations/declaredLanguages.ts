import { siteLanguages } from '../language/siteLanguages';
import { arrayAt, fieldAt, stringAt } from '../references/manifestShape';

export interface DeclaredLanguage {
  code: string;
  name: string;
  inProgress: boolean;
}

/**
 * The site's languages, the default first, read as loosely as the other checks
 * read: a language the schema rejected is left out, and a site that declares
 * none is in Korean only.
 */
export function declaredLanguages(data: unknown): DeclaredLanguage[] {
  const declared = (arrayAt(data, 'languages') ?? []).flatMap((language) => {
    const code = stringAt(language, 'code');
    return code === undefined
      ? []
      : [{ code, name: stringAt(language, 'name') ?? code, inProgress: fieldAt(language, 'inProgress') === true }];
  });
  if (declared.length > 0) return declared;
  return siteLanguages({}).map(({ code, name }) => ({ code, name, inProgress: false }));
}
