// A build while the server runs (staff publish, CI builds on the server): every answer is a whole
// file of the old release or of the new one, through the switch and the new release's server taking
// over from the old one, and the new pages appear without a restart.
import { ko } from '../helpers/manifestText';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { startServerProcess, type ServerProcess } from '../../src/devServer/serverProcess';
import { writeManifestWithNewRoute, type Additions } from '../fixtures/site-with-new-route/make-manifest';
import { buildOrThrow, runBuild } from './helpers/run-build';
import { waitFor } from './helpers/wait-for';

let dir: string;
let server: ServerProcess;
let additions: Additions;
let nextManifest: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-rebuild-'));
  nextManifest = join(dir, 'next-site.json');
  additions = await writeManifestWithNewRoute(nextManifest);
  await buildOrThrow(['--out', join(dir, 'dist')]);
  server = await startServerProcess({
    manifest: join(projectRoot, 'site.json'),
    publicDir: join(projectRoot, 'public'),
    out: join(dir, 'dist'),
    dataDir: join(dir, 'data'),
  });
});

afterAll(async () => {
  agent.destroy();
  server?.child.kill('SIGTERM');
  await server?.exited;
  await rm(dir, { recursive: true, force: true });
});

const encodings = ['br', 'gzip', 'identity'];

const agent = new Agent({ keepAlive: true, maxSockets: 6 });

/** The raw bytes of one GET (fetch would decode them itself, hiding a body that does not decode). */
function rawGet(
  url: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** One GET, checked whole: every byte the Content-Length promised, decoding in its encoding, a page ending in </html>. */
async function fetchWhole(url: string, acceptEncoding: string): Promise<string | null> {
  const { status, headers, body } = await rawGet(url, acceptEncoding);
  if (status !== 200) return `${url} answered ${status}`;
  if (Number(headers['content-length']) !== body.length)
    return `${url}: ${body.length} of ${headers['content-length']} bytes`;
  const encoding = headers['content-encoding'];
  let text: string;
  try {
    text = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString();
  } catch (error) {
    return `${url} (${encoding}) does not decode: ${String(error)}`;
  }
  if (url.endsWith('/') && !/<\/html>\s*$/.test(text)) return `${url} is cut: ${text.slice(-80)}`;
  return null;
}

it('answers whole files while a rebuild switches releases, then serves the new page without a restart', async () => {
  const home = await (await fetch(`${server.url}/`)).text();
  const assets = [...new Set([...home.matchAll(/\/assets\/[^"')\s]+/g)].map((match) => match[0]))];
  expect(assets.length).toBeGreaterThan(0);
  const paths = ['/', '/introduce/', '/sitemap.xml', ...assets];
  const problems: string[] = [];
  let building = true;
  let requests = 0;
  const worker = async (offset: number) => {
    // Bounded: the loop ends with the build, and in any case after 20,000 requests.
    for (let i = offset; (building || i < offset + paths.length) && requests < 20_000; i += 1) {
      requests += 1;
      const problem = await fetchWhole(`${server.url}${paths[i % paths.length]}`, encodings[i % encodings.length]!);
      if (problem) problems.push(problem);
    }
  };
  const workers = Array.from({ length: 6 }, (_, index) => worker(index));
  const build = await runBuild(['--manifest', nextManifest, '--out', join(dir, 'dist')]);
  // The requests go on while the new release's server takes over from the running one (src/siteServer/launch/supervisor.mjs).
  const handOver = '의 서버가 요청을 받습니다';
  if (build.code === 0)
    await waitFor(() => server.output().includes(handOver), 'the new release’s server to take over', 60_000).catch(
      () => undefined,
    );
  building = false;
  await Promise.all(workers);
  expect(build.code, build.stderr).toBe(0);
  expect(server.output()).toContain(handOver);
  expect(problems).toEqual([]);
  expect(requests).toBeGreaterThan(paths.length * 6);

  const newPage = `${server.url}${additions.route.path}`;
  await waitFor(async () => (await fetch(newPage)).status === 200, 'the new page to be served');
  expect(await (await fetch(newPage)).text()).toContain(`<title>${ko(additions.route.title)}</title>`);
  // A page opened before the switch still gets the scripts and font it names.
  for (const asset of assets) expect((await fetch(`${server.url}${asset}`)).status, asset).toBe(200);
  expect(server.output()).not.toMatch(/Error|오류/);
});
