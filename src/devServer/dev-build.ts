import { isAbsolute, relative, resolve } from 'node:path';
import { formatFailureReport, validateManifestFile } from '../manifest';
import type { SiteManifest } from '../manifest/site.gen';
import { siteLanguages } from '../manifest/language/siteLanguages';
import { addDownloadSizes } from '../siteBuild/download-sizes';
import { notFoundFile } from '../siteServer/static/notFoundPage';
import type { BuildFailure } from '../dev/protocol';
import { applyKakaoAppKey } from '../siteBuild/build-site';
import { projectRoot } from '../siteBuild/paths';
import { robotsTxt, sitemapXml } from '../siteBuild/seo-files';
import { feedFiles } from '../document/noticeFeeds';
import { printedMessage } from '../messages/messageError';
import { errorFailure, formatFailure, manifestFailure, messageFailure } from './build-failure';
import { createDevBundles } from './dev-bundles';
import { pageFontFiles, type DevFonts } from './dev-fonts';

const isInside = (dir: string, path: string) => {
  const fromDir = relative(dir, path);
  return !fromDir.startsWith('..') && !isAbsolute(fromDir);
};

/** One good build of `npm run dev`, held in memory. */
export interface DevSite {
  /** Unique across dev server runs, so a page knows whether a build is news. */
  id: string;
  /** Prerendered pages by route path ('/', '/introduce'). */
  pages: Map<string, string>;
  /** Each language's not-found page, by the file the build writes it to (`404.html`, `en/404.html`). */
  notFound: Map<string, string>;
  /** The other files the build makes, by URL path: script, fonts, sitemap.xml, robots.txt, notice feeds. */
  files: Map<string, Uint8Array | string>;
}

export type DevBuildResult =
  | { ok: true; site: DevSite; milliseconds: number }
  /** `failure` is for the overlay, `messages` for the terminal. */
  | { ok: false; failure: BuildFailure; messages: string[] };

export interface DevBuilder {
  /** Builds after changes to these paths; all of them when none are given (the first build). */
  build(changed?: string[]): Promise<DevBuildResult>;
  dispose(): Promise<void>;
}

export interface DevBuildOptions {
  manifest: string;
  public: string;
}

/**
 * The build's steps for `npm run dev`, kept warm between builds: esbuild
 * contexts instead of fresh bundles, the whole fonts instead of subsets, and the
 * output in memory instead of a directory swapped in (public/ is served as it is).
 */
export async function createDevBuilder(options: DevBuildOptions, fonts: DevFonts): Promise<DevBuilder> {
  const bundles = await createDevBundles(projectRoot);
  const run = Date.now().toString(36);
  let builds = 0;

  // The bundles hold no manifest: the prerenderer is given it.
  const isCode = (path: string) => path !== resolve(options.manifest) && !isInside(resolve(options.public), path);

  async function render(valid: SiteManifest, codeChanged: boolean): Promise<DevSite> {
    const [client, renderer] = await Promise.all([bundles.client(), bundles.renderer(codeChanged)]);
    const assets = { ...client.assets, css: fonts.assets.css };
    const pages = renderer.renderSitePages(valid, assets);
    const files = new Map<string, Uint8Array | string>([...client.files, ...pageFontFiles(fonts)]);
    files.set('/sitemap.xml', sitemapXml(valid));
    files.set('/robots.txt', robotsTxt(valid));
    for (const [path, xml] of feedFiles(valid)) files.set(path, xml);
    builds += 1;
    const languages = siteLanguages(valid);
    const notFound = new Map(
      languages.map((language) => [
        notFoundFile(language, languages),
        renderer.renderNotFoundPage(valid, assets, { language: language.code }),
      ]),
    );
    return { id: `${run}-${builds}`, pages, notFound, files };
  }

  return {
    async build(changed) {
      const started = performance.now();
      const validation = await validateManifestFile(options.manifest, { publicDir: options.public });
      if (!validation.ok) {
        const messages = formatFailureReport(validation, options.manifest);
        return { ok: false, failure: manifestFailure(validation.problems, options.manifest), messages };
      }
      const keyProblem = applyKakaoAppKey(validation.manifest);
      if (keyProblem) return { ok: false, failure: messageFailure(keyProblem), messages: [printedMessage(keyProblem)] };
      try {
        // As the build does, so `npm run dev` shows a download's size beside its type.
        await addDownloadSizes(validation.manifest, options.public);
        const site = await render(validation.manifest, !changed || changed.some(isCode));
        return { ok: true, site, milliseconds: Math.round(performance.now() - started) };
      } catch (error) {
        const failure = errorFailure(error);
        return { ok: false, failure, messages: [formatFailure(failure)] };
      }
    },
    dispose: () => bundles.dispose(),
  };
}
