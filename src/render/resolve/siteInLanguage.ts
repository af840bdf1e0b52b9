import type { AnalysisCase, Instrument, Language, SiteManifest } from '../../manifest/site.gen';
import { findLanguage, siteLanguages } from '../../manifest/language/siteLanguages';
import { pathInLanguage } from '../../manifest/language/languagePaths';
import { localizeManifest, type Localized, type LocalizeOptions } from '../localize';

/** The site resolved once for one language, and what every resolver looks up in it. */
export interface SiteInLanguage {
  /** The manifest with every text in `language` (marked with its place in the editor's preview). */
  manifest: Localized<SiteManifest>;
  language: Language;
  languages: readonly Language[];
  instrumentsById: ReadonlyMap<string, Localized<Instrument>>;
  casesById: ReadonlyMap<string, Localized<AnalysisCase>>;
  /** An internal `/…` link at its address in `language`; `#…`, http(s), mailto and tel links stay as they are. */
  href(path: string): string;
}

// Every page of a language resolves the same manifest: once per manifest object, language and marking.
const resolved = new WeakMap<SiteManifest, Map<string, SiteInLanguage>>();

function resolve(manifest: SiteManifest, language: Language, options: LocalizeOptions): SiteInLanguage {
  const languages = siteLanguages(manifest);
  const local = localizeManifest(manifest, language.code, options);
  return {
    manifest: local,
    language,
    languages,
    instrumentsById: new Map((local.instruments ?? []).map((instrument) => [instrument.id, instrument])),
    casesById: new Map((local.cases ?? []).map((analysisCase) => [analysisCase.id, analysisCase])),
    href: (path) => pathInLanguage(path, language, languages),
  };
}

/** The site in language `code`; with `editPlaces`, its texts and pictures marked with their places, for the editor's preview. */
export function siteInLanguage(manifest: SiteManifest, code: string, options: LocalizeOptions = {}): SiteInLanguage {
  const language = findLanguage(manifest, code);
  if (!language) throw new Error(`The manifest has no language '${code}'.`);
  let byCode = resolved.get(manifest);
  if (!byCode) resolved.set(manifest, (byCode = new Map()));
  const key = options.editPlaces ? `${code} placed` : code;
  let site = byCode.get(key);
  if (!site) byCode.set(key, (site = resolve(manifest, language, options)));
  return site;
}
