import type { AnalysisCase, Instrument, Language, SiteManifest } from '../../manifest/site.gen';
import { findLanguage, siteLanguages } from '../../manifest/language/siteLanguages';
import { pathInLanguage } from '../../manifest/language/languagePaths';
import { localizeManifest, type Localized } from '../localize';

/** The site resolved once for one language, and what every resolver looks up in it. */
export interface SiteInLanguage {
  /** The manifest with every text in `language`; its objects answer placeOf(). */
  manifest: Localized<SiteManifest>;
  language: Language;
  languages: readonly Language[];
  instrumentsById: ReadonlyMap<string, Localized<Instrument>>;
  casesById: ReadonlyMap<string, Localized<AnalysisCase>>;
  /** An internal `/…` link at its address in `language`; `#…`, http(s), mailto and tel links stay as they are. */
  href(path: string): string;
}

// Every page of a language resolves the same manifest: once per manifest object and language.
const resolved = new WeakMap<SiteManifest, Map<string, SiteInLanguage>>();

function resolve(manifest: SiteManifest, language: Language): SiteInLanguage {
  const languages = siteLanguages(manifest);
  const local = localizeManifest(manifest, language.code);
  return {
    manifest: local,
    language,
    languages,
    instrumentsById: new Map(local.instruments.map((instrument) => [instrument.id, instrument])),
    casesById: new Map(local.cases.map((analysisCase) => [analysisCase.id, analysisCase])),
    href: (path) => pathInLanguage(path, language, languages),
  };
}

export function siteInLanguage(manifest: SiteManifest, code: string): SiteInLanguage {
  const language = findLanguage(manifest, code);
  if (!language) throw new Error(`The manifest has no language '${code}'.`);
  let byCode = resolved.get(manifest);
  if (!byCode) resolved.set(manifest, (byCode = new Map()));
  let site = byCode.get(code);
  if (!site) byCode.set(code, (site = resolve(manifest, language)));
  return site;
}
