import { readFile, realpath } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ServerEntry from '../../render/prerender';
import type { PageAssets } from '../../render/prerender';
import type { SiteManifest } from '../../manifest/site.gen';
import { releaseLayout } from './releaseLayout';

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

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** The prerenderer a release's build bundled. */
export async function importRenderer(releaseDir: string): Promise<Renderer> {
  return (await import(pathToFileURL(join(releaseDir, releaseLayout.renderer)).href)) as Renderer;
}

/** Reads a release folder written by the build; nothing is validated or bundled here. */
export async function readRelease(dir: string): Promise<Release> {
  const folder = await realpath(dir).catch(() => {
    throw new ReleaseError(
      `빌드 결과(${dir})가 없습니다.\n  도움말: 개발 기계에서 npm run build를 하거나, 빌드 결과(dist-releases/)를 함께 옮기세요.`,
    );
  });
  let data: ReleaseData;
  try {
    data = JSON.parse(await readFile(join(folder, releaseLayout.data), 'utf8')) as ReleaseData;
  } catch (error) {
    throw new ReleaseError(
      `빌드 결과 ${join(folder, releaseLayout.data)}를 읽지 못했습니다(${error instanceof Error ? error.message : String(error)}).\n  도움말: npm run build로 다시 빌드하세요.`,
    );
  }
  return {
    ...data,
    id: basename(folder),
    siteDir: join(folder, releaseLayout.site),
    renderer: await importRenderer(folder),
  };
}
