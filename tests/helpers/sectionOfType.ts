import type { SectionNode, SiteManifest } from '../../src/manifest/site.gen';
import { toPointer } from '../../src/manifest/json/pointer';

/** The first section of `type` in a manifest, with its page's path and its place in site.json. */
export function sectionOfType<T extends SectionNode['type']>(
  manifest: SiteManifest,
  type: T,
): { section: Extract<SectionNode, { type: T }>; path: string; pointer: string } {
  for (const [route, { path, page }] of manifest.routes.entries())
    for (const [index, section] of page.sections.entries())
      if (section.type === type)
        return {
          section: section as Extract<SectionNode, { type: T }>,
          path,
          pointer: toPointer(['routes', route, 'page', 'sections', index]),
        };
  throw new Error(`The manifest is expected to hold a '${type}' section.`);
}
