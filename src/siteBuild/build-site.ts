import { cp, mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  formatFailureReport,
  formatWarning,
  translationCompleteness,
  validateManifestFile,
  type Completeness,
} from '../manifest';
import type { SiteManifest } from '../manifest/site.gen';
import { sitePages } from '../manifest/pages/sitePages';
import { defaultLanguage, siteLanguages } from '../manifest/language/siteLanguages';
import { notFoundFile } from '../siteServer/static/notFoundPage';
import { bundleClient } from './bundle-client';
import { addDownloadSizes } from './download-sizes';
import { fontCharactersByLanguage } from './font-text';
import { buildImages, type ImageBuildSummary } from './images';
import { cleanAndMinifySvgFiles, type SvgTotals } from './images/clean-and-minify-svg';
import { fillMessage, type HintedWords, type Message } from '../messages/message';
import { MessageError, printedMessage } from '../messages/messageError';
import { BUILD_MESSAGES } from './buildMessages';
import { shownPath } from './format-summary';
import { buildLanguageFonts } from './language-fonts';
import { bundleServer } from './bundle-server';
import { precompress } from './precompress';
import { publicLinkProblems } from './public-links';
import { projectRoot } from './paths';
import { robotsTxt, sitemapXml } from './seo-files';
import { feedFiles } from '../document/noticeFeeds';
import { servedSizes } from './served-sizes';
import { createReleaseDir } from './release-dir';
import { inlineScriptHashes } from '../siteServer/http/inlineScriptHashes';
import { importRenderer, type ReleaseData } from '../siteServer/release/Release';
import { releaseLayout } from '../siteServer/release/releaseLayout';
import { siteFont } from '../theme/siteFonts';

export interface BuildOptions {
  manifest: string;
  out: string;
  public: string;
}

export interface BuildSummary {
  out: string;
  /** Printed warnings about the manifest (a form that sends inquiries nowhere). */
  warnings: string[];
  /** Texts written per page and language: the summary's word on languages still in progress. */
  translations: Completeness;
  /** Pages written, routes and category sections' own pages (the 404 page aside). */
  pages: number;
  script: string;
  scriptBytes: number;
  scriptGzipBytes: number;
  /** The web font's family; undefined on the system's fonts. */
  fontFamily: string | undefined;
  fontBytes: number;
  fontCharacters: number;
  images: ImageBuildSummary;
  /** SVGs cleaning took something out of, with what: the build writes them without it. */
  cleanedSvgs: SvgTotals['cleaned'];
  milliseconds: number;
}

export type BuildResult =
  | { ok: true; summary: BuildSummary }
  /** `messages` are ready to print; `error` is set when the build itself failed rather than the manifest. */
  | { ok: false; messages: string[]; error?: unknown };

export const defaultBuildOptions: BuildOptions = {
  manifest: join(projectRoot, 'site.json'),
  out: join(projectRoot, 'dist'),
  public: join(projectRoot, 'public'),
};

/** Tests point SITE_IMAGE_CACHE_DIR at a temporary folder to see a cold cache. */
const imageCacheDir = () => process.env.SITE_IMAGE_CACHE_DIR || join(projectRoot, '.cache/images');

const kakaoAppKeyPattern = /^[0-9a-f]{32}$/;

/** esbuild's errors already name file, line and column; for anything else the stack is what helps. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error instanceof MessageError) return printedMessage(error);
  return 'errors' in error ? error.message : (error.stack ?? error.message);
}

/** `/` → index.html, `/introduce` → introduce/index.html */
export function routeFile(path: string): string {
  return join(...path.split('/').filter(Boolean), 'index.html');
}

async function writeOutput(outDir: string, file: string, contents: string): Promise<void> {
  const target = join(outDir, file);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, contents);
}

/** The key is a deployment secret, so it comes from the environment and never from the committed site.json. */
export function applyKakaoAppKey(manifest: SiteManifest): Message<'kakao-key-format', HintedWords> | null {
  const key = process.env.KAKAO_APP_KEY;
  if (!key) return null;
  if (!kakaoAppKeyPattern.test(key)) return fillMessage(BUILD_MESSAGES, 'kakao-key-format', {}, 'ko');
  // A site without a map has no use for the key.
  if (manifest.map) manifest.map.kakaoAppKey = key;
  return null;
}

/** A release folder: the site in `site/`, the server that runs it in `server/`. */
async function render(
  manifest: SiteManifest,
  options: BuildOptions,
  releaseDir: string,
): Promise<Omit<BuildSummary, 'milliseconds' | 'warnings' | 'translations'>> {
  const outDir = join(releaseDir, releaseLayout.site);
  await mkdir(outDir, { recursive: true });
  const publicExists = await stat(options.public).then(
    () => true,
    () => false,
  );
  if (publicExists) await cp(options.public, outDir, { recursive: true });
  const svgs = await cleanAndMinifySvgFiles(outDir, options.public);
  // The renderer gets the copy whose raster Images carry their variants.
  const images = await buildImages(manifest, { publicDir: options.public, outDir, cacheDir: imageCacheDir() });
  const site = images.manifest;
  await addDownloadSizes(site, options.public);
  const client = await bundleClient(projectRoot, outDir);
  const characters = fontCharactersByLanguage(manifest);
  const fonts = await buildLanguageFonts(projectRoot, outDir, characters, manifest.theme.font ?? 'sans');
  await bundleServer(projectRoot, releaseDir);
  const renderer = await importRenderer(releaseDir);
  const assets = {
    script: client.script,
    scriptImports: client.scriptImports,
    islandModules: client.islandModules,
    css: fonts.css,
    cssByLanguage: fonts.cssByLanguage,
  };
  for (const [path, html] of renderer.renderSitePages(site, assets)) await writeOutput(outDir, routeFile(path), html);
  const languages = siteLanguages(site);
  for (const language of languages) {
    await writeOutput(
      outDir,
      notFoundFile(language, languages),
      renderer.renderNotFoundPage(site, assets, { language: language.code }),
    );
  }
  await writeOutput(outDir, 'sitemap.xml', sitemapXml(manifest));
  await writeOutput(outDir, 'robots.txt', robotsTxt(manifest));
  for (const [path, xml] of feedFiles(manifest)) await writeOutput(outDir, path.slice(1), xml);
  const release: ReleaseData = { manifest: site, assets, scriptHashes: await inlineScriptHashes(outDir) };
  await writeFile(join(releaseDir, releaseLayout.data), `${JSON.stringify(release)}\n`);
  await precompress(outDir);
  const modules = new Set([client.script, ...client.scriptImports, ...Object.values(client.islandModules).flat()]);
  // As served: precompress has just written each module's .gz.
  const scriptGzipBytes = (
    await Promise.all([...modules].map(async (url) => (await servedSizes(outDir, url)).gzip))
  ).reduce((sum, bytes) => sum + bytes, 0);
  return {
    out: options.out,
    pages: sitePages(manifest).length,
    script: client.script,
    scriptBytes: client.bytes,
    scriptGzipBytes,
    fontFamily: siteFont(manifest.theme.font).family,
    fontBytes: fonts.bytes,
    fontCharacters: [...characters.get(defaultLanguage(manifest).code)!].length,
    images: images.summary,
    cleanedSvgs: svgs.cleaned,
  };
}

/**
 * Validates the manifest, then bundles, subsets fonts and prerenders every
 * route into a new release, switched in (`out` then shows it) only when all of it succeeded.
 */
export async function buildSite(overrides: Partial<BuildOptions> = {}): Promise<BuildResult> {
  const started = Date.now();
  const options = { ...defaultBuildOptions, ...overrides };
  options.manifest = resolve(options.manifest);
  options.out = resolve(options.out);
  options.public = resolve(options.public);

  const validation = await validateManifestFile(options.manifest, { publicDir: options.public });
  if (!validation.ok) return { ok: false, messages: formatFailureReport(validation, options.manifest) };
  const manifest = validation.manifest;
  const keyProblem = applyKakaoAppKey(manifest);
  if (keyProblem) return { ok: false, messages: [printedMessage(keyProblem)] };
  const linkProblems = await publicLinkProblems(options.public);
  if (linkProblems.length > 0) return { ok: false, messages: linkProblems.map(printedMessage) };

  const release = await createReleaseDir(options.out, projectRoot);
  try {
    const summary = await render(manifest, options, release.path);
    await release.makeCurrent();
    // A language in progress may lack hundreds of texts: the summary gives their pages, npm run validate their lines.
    const warnings = validation.warnings
      .filter((warning) => warning.code !== 'missing-translation')
      .map((warning) => formatWarning(warning, options.manifest));
    const translations = translationCompleteness(manifest, 'ko');
    return { ok: true, summary: { ...summary, warnings, translations, milliseconds: Date.now() - started } };
  } catch (error) {
    await release.discard();
    return {
      ok: false,
      messages: [
        `빌드하지 못했습니다. 이전 결과(${shownPath(options.out)}/)는 그대로 둡니다.\n${describeError(error)}`,
      ],
      error,
    };
  }
}
