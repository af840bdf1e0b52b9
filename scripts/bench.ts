// `npm run bench [-- --runs 3 --routes /,/introduce,/en,/en/introduce --presets mobile --dist dir --skip-lighthouse --skip-scale]` (issue 8):
// Lighthouse (mobile and desktop presets, N runs each) on every page of site.json in every language and each language's 404 page,
// served with brotli/gzip from a loopback port; bytes per page by kind; validate and build time at
// x1, x10 and x100 the instruments, cases and routes. Prints tables and writes bench-results.json.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite, defaultBuildOptions, routeFile } from '../src/siteBuild/build-site';
import { projectRoot } from '../src/siteBuild/paths';
import type { SiteManifest } from '../src/manifest/site.gen';
import { sitePages } from '../src/manifest/pages/sitePages';
import { siteLanguages } from '../src/manifest/language/siteLanguages';
import { pathInLanguage } from '../src/manifest/language/languagePaths';
import { notFoundFile } from '../src/siteServer/static/notFoundPage';
import { serveSite } from '../src/devServer/serve-site';
import { measureBuildScale, type ScaleRow } from './bench/build-scale';
import { bytesTable, lighthouseTable, scaleTable, type LighthouseRow } from './bench/format-table';
import { openLighthouse, sampleOf, type LighthouseSample, type Preset } from './bench/lighthouse-runs';
import { measurePage, type PageBytes } from './bench/page-bytes';
import { spread } from './bench/stats';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    dist: { type: 'string' },
    manifest: { type: 'string', default: defaultBuildOptions.manifest },
    public: { type: 'string', default: defaultBuildOptions.public },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-scale': { type: 'boolean', default: false },
    /** Lighthouse's presets, comma-separated: the team's page speed is mobile's; desktop doubles the run. */
    presets: { type: 'string', default: 'mobile,desktop' },
  },
});

const runs = Math.max(1, Number(values.runs));
const presets = values.presets.split(',');
const unknownPreset = presets.find((preset) => preset !== 'mobile' && preset !== 'desktop');
if (unknownPreset !== undefined) throw new Error(`--presets takes mobile and desktop, not ${unknownPreset}`);
const cacheDir = join(projectRoot, '.cache', 'bench');
const log = (line: string) => console.error(line);
await mkdir(cacheDir, { recursive: true });

const manifest = JSON.parse(await readFile(values.manifest, 'utf8')) as SiteManifest;
const languages = siteLanguages(manifest);
// Each language's 404 page is fetched at an address no page has, so it is measured with its real 404 status.
const notFoundPages = languages.map((language, index) => ({
  route: index === 0 ? '404' : pathInLanguage('/404', language, languages),
  url: pathInLanguage('/bench-no-such-page', language, languages),
  file: notFoundFile(language, languages),
}));
const pageOf = (path: string) => ({ route: path, url: path, file: routeFile(path) });
// Lighthouse visits the routes in every language (/en, /en/introduce); a category section's own page (sitePages.ts) is one only when named in --routes.
const allPages = [
  ...sitePages(manifest)
    .filter((page) => !page.section)
    .map((page) => pageOf(page.path)),
  ...notFoundPages,
];
const sectionPages = sitePages(manifest)
  .filter((page) => page.section)
  .map((page) => pageOf(page.path));
const wanted = values.routes?.split(',').map((route) => route.trim());
const pages = wanted ? [...allPages, ...sectionPages].filter((page) => wanted.includes(page.route)) : allPages;
if (pages.length === 0)
  throw new Error(
    `No page matches --routes ${values.routes}; pages are ${allPages.map((page) => page.route).join(', ')}`,
  );

const dist = values.dist ? resolve(values.dist) : join(cacheDir, 'dist');
if (!values.dist) {
  log(`building into ${dist}`);
  const build = await buildSite({ manifest: values.manifest, public: values.public, out: dist });
  if (!build.ok) {
    for (const message of build.messages) console.error(message);
    process.exit(1);
  }
}

const bytes: PageBytes[] = [];
for (const page of wanted ? pages : [...allPages, ...sectionPages])
  bytes.push(await measurePage(dist, page.route, page.file));

const lighthouseRows: LighthouseRow[] = [];
const medianReports: Record<string, string> = {};
if (!values['skip-lighthouse']) {
  const server = await serveSite(dist);
  const session = await openLighthouse();
  try {
    for (const preset of presets as Preset[]) {
      for (const page of pages) {
        const samples: LighthouseSample[] = [];
        for (let run = 0; run < runs; run++) {
          const result = await session.run(
            server.url + page.url,
            preset,
            notFoundPages.includes(page) ? { ignoreStatusCode: true } : {},
          );
          const sample = sampleOf(result);
          samples.push(sample);
          log(
            `${preset} ${page.route} run ${run + 1}/${runs}: score ${sample.score}, FCP ${sample.fcp.toFixed(0)} ms, LCP ${sample.lcp.toFixed(0)} ms`,
          );
          if (run === 0) {
            // One full report per page and preset, to read the waterfall and the audits behind a number.
            const reportFile = join(
              cacheDir,
              `lhr-${preset}-${page.route === '/' ? 'home' : page.route.replace(/\W+/g, '_').replace(/^_/, '')}.json`,
            );
            await writeFile(reportFile, JSON.stringify(result.lhr));
            medianReports[`${preset} ${page.route}`] = reportFile;
          }
        }
        const of = (key: keyof LighthouseSample) => spread(samples.map((sample) => sample[key]));
        lighthouseRows.push({
          route: page.route,
          preset,
          runs,
          score: of('score'),
          fcp: of('fcp'),
          lcp: of('lcp'),
          tbt: of('tbt'),
          cls: of('cls'),
        });
      }
    }
  } finally {
    await session.close();
    await server.close();
  }
}

let scaleRows: ScaleRow[] = [];
if (!values['skip-scale'])
  scaleRows = await measureBuildScale(resolve(values.manifest), resolve(values.public), [1, 10, 100], log);

if (lighthouseRows.length)
  console.log(`Lighthouse ${runs} run(s) per page: median (min–max)\n${lighthouseTable(lighthouseRows)}\n`);
console.log(`Bytes per page as served (gzip/br: the build's .gz/.br, else the file as is)\n${bytesTable(bytes)}\n`);
if (scaleRows.length) console.log(`Build scale\n${scaleTable(scaleRows)}\n`);

const resultsFile = join(cacheDir, 'bench-results.json');
await writeFile(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), dist, runs, lighthouse: lighthouseRows, reports: medianReports, bytes, scale: scaleRows }, null, 2)}\n`,
);
console.log(`Results: ${resultsFile}`);
