import { cp, mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { currentReleaseOf, releasesDirOf } from '../../src/siteServer/release/releaseLayout';
import { runBuild, type BuildRun } from '../e2e/helpers/run-build';
import { svgLimits } from '../../src/svg/svgShape';
import {
  activeParts,
  allPayloads,
  nestedGroups,
  notXml,
  payloadRemovals,
  payloads,
  type PayloadName,
} from '../svg/payloads';
import { snapshotDir } from './output-snapshot';

// Staff or an attacker with write access to public/ drop malicious SVGs in; a
// CDN then serves whatever the build wrote from the site's own origin.
let dir: string;
let out: string;
let run: BuildRun;
const names = Object.keys(payloads) as PayloadName[];
/** Named by site.json (a case's picture), with every payload, and large enough (over 1 KB) to get a .br and a .gz. */
const namedSrc = '/images/evil/all.svg';
const shapes = Array.from(
  { length: 30 },
  (_, i) =>
    `<circle cx="${i * 3 + 2}" cy="${(i * 7) % 100}" r="${(i % 5) + 1}" fill="#${(i * 4099).toString(16).padStart(3, '0').slice(-3)}"/>`,
).join('');

const publicDir = () => join(dir, 'public');
const build = () =>
  runBuild(['--manifest', join(dir, 'site.json'), '--out', out, '--public', publicDir()], {
    SITE_IMAGE_CACHE_DIR: join(dir, 'image-cache'),
    SITE_CACHE_DIR: join(dir, 'build-cache'),
  });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-svg-cleaning-'));
  out = join(dir, 'dist');
  await cp(join(projectRoot, 'tests/fixtures/public'), publicDir(), { recursive: true });
  await mkdir(join(publicDir(), 'images/evil'));
  for (const name of names) await writeFile(join(publicDir(), `images/evil/${name}.svg`), payloads[name]);
  await writeFile(join(publicDir(), namedSrc), allPayloads(shapes));
  const manifest = JSON.parse(await readFile(join(projectRoot, 'tests/fixtures/manifests/valid.json'), 'utf8'));
  manifest.cases[0].image = { src: namedSrc, alt: '분석 도식', width: 100, height: 100 };
  await writeFile(join(dir, 'site.json'), JSON.stringify(manifest, null, 2));
  run = await build();
  if (run.code !== 0) throw new Error(`build failed (${run.code}):\n${run.stdout}${run.stderr}`);
});

afterAll(() => rm(dir, { recursive: true, force: true }));

it.each(names)('writes the %s payload from public/ with nothing that runs or loads, its drawing kept', async (name) => {
  const written = await readFile(join(out, `images/evil/${name}.svg`), 'utf8');
  expect(activeParts(written)).toEqual([]);
  // svgo writes the shared <rect> as a <path>.
  expect(written).toMatch(/<(?:rect|path) /);
});

it('writes the SVG site.json names, and its .br and .gz, cleaned', async () => {
  const page = await readFile(join(out, 'cases/index.html'), 'utf8');
  expect(page).toContain(`src="${namedSrc}"`);
  const written = await readFile(join(out, namedSrc));
  expect(written.length).toBeGreaterThan(1024);
  expect(activeParts(written.toString('utf8'))).toEqual([]);
  expect(brotliDecompressSync(await readFile(join(out, `${namedSrc}.br`)))).toEqual(written);
  expect(gunzipSync(await readFile(join(out, `${namedSrc}.gz`)))).toEqual(written);
});

it('warns which file lost what, and leaves the files in public/ as they were', async () => {
  for (const name of names) {
    const removals = payloadRemovals[name];
    if (removals.length === 0) continue;
    expect(run.stdout).toContain(
      `경고: ${join(publicDir(), `images/evil/${name}.svg`)}에서 ${removals.join(', ')}을(를) 지우고 실었습니다.`,
    );
  }
  expect(await readFile(join(publicDir(), 'images/evil/script.svg'), 'utf8')).toBe(payloads.script);
});

it('refuses an SVG that is not XML: the build fails naming the file and its line, and the previous release stays current', async () => {
  const snapshot = async () => ({
    current: await readlink(currentReleaseOf(out)),
    releases: (await readdir(releasesDirOf(out))).sort(),
    site: await snapshotDir(out),
  });
  const before = await snapshot();
  const broken = join(publicDir(), 'images/broken.svg');
  await writeFile(broken, notXml);
  const failed = await build();
  expect(failed.code).toBe(1);
  expect(failed.stderr).toContain('빌드하지 못했습니다. 이전 결과');
  expect(failed.stderr).toMatch(
    new RegExp(
      `${broken.replace(/[.\\/]/g, '\\$&')}을\\(를\\) SVG로 읽을 수 없습니다\\. 1번째 줄 \\d+번째 칸에서 XML 문법이 맞지 않습니다`,
    ),
  );
  expect(failed.stderr).not.toMatch(/\n\s+at /);
  expect(await snapshot()).toEqual(before);
});

it('refuses an SVG nested too deep before cleaning it: the build fails at once naming the file, and the previous release stays current', async () => {
  await rm(join(publicDir(), 'images/broken.svg'), { force: true });
  const before = { current: await readlink(currentReleaseOf(out)), site: await snapshotDir(out) };
  const bomb = join(publicDir(), 'images/bomb.svg');
  await writeFile(bomb, nestedGroups(5000));
  const failed = await build();
  await rm(bomb);
  expect(failed.code).toBe(1);
  expect(failed.stderr).toContain(`${bomb}은(는) 요소가 ${svgLimits.maxDepth}단계보다 깊이 겹쳐 있어 받지 않습니다.`);
  expect(failed.stderr).toContain('도움말: 그림을 만든 프로그램에서 그룹을 풀거나(그룹 해제)');
  expect({ current: await readlink(currentReleaseOf(out)), site: await snapshotDir(out) }).toEqual(before);
});
