// Large generated manifests for the robustness tests and `npm run bench:validate`.
import { readFileSync } from 'node:fs';
import type { CategorySection, EquipmentGroup, SectionNode } from '../../src/manifest/site.gen';
import type { LabManifest } from '../helpers/labManifest';

export const VALID_MANIFEST = 'tests/fixtures/manifests/valid.json';
export const FIXTURE_PUBLIC = 'tests/fixtures/public';

/**
 * - valid: the valid fixture with as many instruments as it takes;
 * - long-image-path: that, with one 100,000-character image path (issue 9);
 * - unknown-ids: that, with an equipment tab naming 10,000 instruments nobody defined.
 */
export type LargeManifestVariant = 'valid' | 'long-image-path' | 'unknown-ids';

export const LARGE_MANIFEST_VARIANTS: readonly LargeManifestVariant[] = ['valid', 'long-image-path', 'unknown-ids'];

const sizeOf = (manifest: LabManifest) => Buffer.byteLength(JSON.stringify(manifest, null, 2));

/** The valid fixture grown to about `bytes` bytes of UTF-8, pretty-printed as people write it. */
export function largeManifest(variant: LargeManifestVariant, bytes: number): string {
  const manifest = JSON.parse(readFileSync(VALID_MANIFEST, 'utf8')) as LabManifest;
  if (variant === 'long-image-path') manifest.site.heroImage = `/images/${'a'.repeat(100_000)}.svg`;
  if (variant === 'unknown-ids') {
    const tab = manifest.routes
      .flatMap<SectionNode | CategorySection>((route) => route.page.sections)
      .find((section): section is EquipmentGroup => section.type === 'equipmentGroup')!;
    tab.instruments.push(...Array.from({ length: 10_000 }, (_, index) => `inst-${index}x`));
  }
  const template = manifest.instruments[0]!;
  const instrument = (index: number) => ({ ...structuredClone(template), id: `inst-${index}`, label: `INST-${index}` });
  const baseSize = sizeOf(manifest);
  const sample = structuredClone(manifest);
  sample.instruments.push(...Array.from({ length: 100 }, (_, index) => instrument(index)));
  const entrySize = (sizeOf(sample) - baseSize) / 100;
  const count = Math.max(0, Math.round((bytes - baseSize) / entrySize));
  manifest.instruments.push(...Array.from({ length: count }, (_, index) => instrument(index)));
  return JSON.stringify(manifest, null, 2);
}
