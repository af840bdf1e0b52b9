import { readFile, realpath } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../../render/prerender';
import type { PageAssets } from '../../render/prerender';
import type { SiteManifest } from '../../manifest/site.gen';
import { releaseLayout } from './releaseLayout';
import { MessageError } from '../../messages/messageError';
import { startupMessage } from '../startupMessages';

/** The prerenderer the build bundled with its React: the server renders a form's errors and a receipt with it. */
export type Renderer = Pick<
  typeof ServerEntry,
  'renderPage' | 'renderSitePages' | 'renderNotFoundPage' | 'renderInquiryReceiptPage'
>;

/** What the build writes to `server/release.json` for the server. */
export interface ReleaseData {
  /** site.json as validated and prerendered (images with their variants). */
  manifest: SiteManifest;
  assets: PageAssets;
  /** CSP hashes of the inline scripts in the release's pages. */
  scriptHashes: string[];
}

export interface Release extends ReleaseData {
  /** The release folder's name, e.g. 20261124T233000Z-a1b2c3. */
  id: string;
  /** The served files, a real path (not through the `current` link). */
  siteDir: string;
  renderer: Renderer;
}

/** A release the server cannot run: missing, or its data unreadable. */
export class ReleaseError extends MessageError {
  override name = 'ReleaseError';
}

/** The prerenderer a release's build bundled. */
export async function importRenderer(releaseDir: string): Promise<Renderer> {
  return (await import(pathToFileURL(join(releaseDir, releaseLayout.renderer)).href)) as Renderer;
}

/** Reads a release folder written by the build; nothing is validated or bundled here. */
export async function readRelease(dir: string): Promise<Release> {
  const folder = await realpath(dir).catch(() => {
    throw new ReleaseError(startupMessage('release-missing', { dir }));
  });
  let data: ReleaseData;
  try {
    data = JSON.parse(await readFile(join(folder, releaseLayout.data), 'utf8')) as ReleaseData;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ReleaseError(startupMessage('release-unreadable', { file: join(folder, releaseLayout.data), reason }));
  }
  return {
    ...data,
    id: basename(folder),
    siteDir: join(folder, releaseLayout.site),
    renderer: await importRenderer(folder),
  };
}
