import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs } from '../ensure-chromium';
import lighthouse, { desktopConfig, type Config, type Flags, type RunnerResult } from 'lighthouse';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseSample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

export interface LighthouseSession {
  run(url: string, preset: Preset, extraSettings?: Partial<Flags>): Promise<RunnerResult>;
  close(): Promise<void>;
}

/** One Chromium (Debian's) for all runs; Lighthouse opens a fresh tab and clears storage for each. */
export async function openLighthouse(
  chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium',
): Promise<LighthouseSession> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
  return {
    async run(url, preset, extraSettings = {}) {
      // The default config is the mobile preset (Moto G Power, slow 4G, 4x CPU, simulated throttling).
      const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...extraSettings,
      };
      const result = await lighthouse(url, flags, config);
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const runtimeError = result.lhr.runtimeError;
      if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
      return result;
    },
    async close() {
      await chrome.kill();
    },
  };
}

export function sampleOf(result: RunnerResult): LighthouseSample {
  const { lhr } = result;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}
