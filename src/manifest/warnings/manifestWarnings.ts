import type { UnplacedProblem } from '../ManifestProblem';
import type { SiteManifest } from '../site.gen';
import { businessNumberWarnings } from './businessNumberCheck';
import { duplicateTabLabels } from './duplicateTabLabels';
import { missingVisitorTexts } from './missingVisitorTexts';
import { unshownEntries } from './unshownEntries';

/** What a valid manifest should still not publish; reported, never refused. */
export function manifestWarnings(manifest: SiteManifest): UnplacedProblem[] {
  const warnings: UnplacedProblem[] = [];
  if (manifest.inquiryForm.delivery?.mode === 'console') {
    warnings.push({ code: 'console-delivery', params: {}, pointer: '/inquiryForm/delivery/mode' });
  }
  return [
    ...warnings,
    ...missingVisitorTexts(manifest),
    ...duplicateTabLabels(manifest),
    ...unshownEntries(manifest),
    ...businessNumberWarnings(manifest),
  ];
}
