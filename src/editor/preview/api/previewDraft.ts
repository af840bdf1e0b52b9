import type { SiteManifest } from '../../../manifest/site.gen';

/**
 * The latest draft POST /api/preview found valid, which the preview frame's
 * pages are drawn from; a draft with problems never replaces it, so the
 * frame keeps the last drawing. The version counts the drafts taken.
 */
export interface PreviewDraft {
  latest(): { manifest: SiteManifest; version: number } | undefined;
  take(manifest: SiteManifest): number;
}

export function createPreviewDraft(): PreviewDraft {
  let current: { manifest: SiteManifest; version: number } | undefined;
  return {
    latest: () => current,
    take(manifest) {
      current = { manifest, version: (current?.version ?? 0) + 1 };
      return current.version;
    },
  };
}
