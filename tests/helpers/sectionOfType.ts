import { toPointer } from '../../src/manifest/json/pointer';
import type { SectionNode, SiteManifest } from '../../src/manifest/site.gen';

type SectionType = SectionNode['type'];

/** The first section of kind `type` in a fixture manifest, with its route's path and its place in site.json. */
export function sectionOfType<T extends SectionType>(
  manifest: SiteManifest,
  type: T,
): { section: Extract<SectionNode, { type: T }>; path: string; pointer: string } {
  for (const [route, { path, page }] of manifest.routes.entries())
    for (const [index, section] of (page.sections as readonly { type: string }[]).entries())
      if (section.type === type)
        return {
          section: section as Extract<SectionNode, { type: T }>,
          path,
          pointer: toPointer(['routes', route, 'page', 'sections', index]),
        };
  throw new Error(`The fixture is expected to hold a '${type}' section.`);
}
