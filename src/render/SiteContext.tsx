import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { AnalysisCase, Instrument, SiteManifest } from '../manifest/site.gen';

// Site-wide settings (company details, labels, behaviour constants, catalogues)
// are shared by many nodes; nodes reference them instead of repeating them, so
// components read them here rather than receiving the whole manifest.
export interface SiteData extends Omit<SiteManifest, 'routes' | '$schema'> {
  instrumentsById: ReadonlyMap<string, Instrument>;
  casesById: ReadonlyMap<string, AnalysisCase>;
}

const SiteContext = createContext<SiteData | null>(null);

export function SiteProvider({ manifest, children }: { manifest: SiteManifest; children: ReactNode }) {
  const data = useMemo<SiteData>(
    () => ({
      ...manifest,
      instrumentsById: new Map(manifest.instruments.map((instrument) => [instrument.id, instrument])),
      casesById: new Map(manifest.cases.map((analysisCase) => [analysisCase.id, analysisCase])),
    }),
    [manifest],
  );
  return <SiteContext.Provider value={data}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteData {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it.');
  return site;
}
