import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import clinicFields from '../../fixtures/inquiry-fields/clinic.json';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { fixtureManifestPath, fixturePublic } from './fixture-site';
import { buildOrThrow } from './run-build';

export interface ClinicSite {
  manifest: string;
  out: string;
  /** The manifest as written, for expectations taken from it. */
  site: SiteManifest;
}

/**
 * The inquiry fixture with a dental clinic's own form (tests/fixtures/inquiry-fields/clinic.json): name, phone,
 * preferred date, a choice of treatment, symptoms and a checkbox, written and built in a temporary folder.
 */
export async function buildClinicSite(): Promise<ClinicSite> {
  const dir = await mkdtemp(join(tmpdir(), 'clinic-site-'));
  const site = JSON.parse(await readFile(fixtureManifestPath(), 'utf8')) as SiteManifest;
  site.inquiryForm.fields = clinicFields as unknown as SiteManifest['inquiryForm']['fields'];
  const manifest = join(dir, 'site.json');
  const out = join(dir, 'dist');
  await writeFile(manifest, JSON.stringify(site, null, 2));
  await buildOrThrow(['--manifest', manifest, '--public', fixturePublic, '--out', out]);
  return { manifest, out, site };
}
