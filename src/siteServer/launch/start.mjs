// `npm start [--manifest site.json] [--public public] [--out dist] [--port 4173] [--host ::]`
// Plain JavaScript run by node itself (package.json execs it, so SIGTERM to
// `npm start` reaches this process). On a development machine it first builds
// when the output is missing or older than its inputs; on a production machine
// (npm ci --omit=dev: no tsx, no esbuild) it only runs what was built.
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { readlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { staleReason } from './freshness.mjs';
import { currentServerFile, hasBuildTools, projectRoot as root } from './release.mjs';
import { superviseReleases, workerEnv } from './supervisor.mjs';

/** @returns {Promise<number | null>} */
function build(args) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'build.mjs'), ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  // Stopped while building: the build stops too, and its unfinished release is never switched in.
  const stop = (signal) => child.kill(signal);
  process.on('SIGTERM', stop).on('SIGINT', stop);
  return new Promise((done) =>
    child.on('close', (code) => {
      process.off('SIGTERM', stop).off('SIGINT', stop);
      done(code);
    }),
  );
}

function options() {
  const { values } = parseArgs({
    options: {
      manifest: { type: 'string', default: join(root, 'site.json') },
      public: { type: 'string', default: join(root, 'public') },
      out: { type: 'string', default: join(root, 'dist') },
      port: { type: 'string' },
      host: { type: 'string' },
    },
  });
  return { ...values, out: resolve(values.out) };
}

/** The supervisor's side: builds when needed (development), then runs the current release and follows `current`. */
async function main() {
  const values = options();
  const { out } = values;
  // The start time the server prints counts from here when a build ran first: the server's own start, not the build's.
  let startedAt = Date.now() - performance.now();
  const serverEntry = currentServerFile(out, 'main.mjs');
  if (hasBuildTools) {
    const reason = await staleReason(root, serverEntry, [resolve(values.manifest), resolve(values.public)]);
    if (reason) {
      console.log(`${reason} 빌드합니다.`);
      const code = await build(['--manifest', values.manifest, '--public', values.public, '--out', out]);
      if (code !== 0) return 1;
      startedAt = Date.now();
    }
  }
  if (!existsSync(serverEntry)) {
    console.error(
      `빌드 결과(${serverEntry})가 없습니다.\n  도움말: 개발 도구가 있는 기계에서 npm run build를 한 뒤 ${out}-releases/를 함께 옮기세요(docs/deploy.md).`,
    );
    return 1;
  }
  // The inbox renders with React from node_modules, whose development build is several times slower.
  process.env.NODE_ENV ??= 'production';
  const releasesDir = `${out}-releases`;
  return superviseReleases({ releasesDir, firstId: await readlink(join(releasesDir, 'current')), startedAt });
}

/** A worker: the server of the one release the supervisor named, on the port the supervisor holds. */
async function serve() {
  const { out, port, host } = options();
  const releaseId = process.env[workerEnv.release];
  const { runServer } = await import(pathToFileURL(join(`${out}-releases`, releaseId, 'server', 'main.mjs')).href);
  // Counted from when the supervisor began this start, in this process's performance.now() terms.
  const startedAt = Number(process.env[workerEnv.startedAt]) - performance.timeOrigin;
  await runServer({ out, port, host, startedAt, releaseId, holdMail: process.env[workerEnv.holdMail] === '1' });
}

try {
  if (cluster.isWorker) await serve();
  else process.exitCode = await main();
} catch (error) {
  // A failure a person can fix carries its message and hint as data (src/messages/messageError.ts), and is
  // printed from them as that module's printedMessage does (this file runs without TypeScript); anything
  // else keeps its stack.
  if (error instanceof Error && error.forPeople === true) {
    console.error(error.hint ? `${error.message}\n  도움말: ${error.hint}` : error.message);
  } else console.error(error);
  process.exitCode = 1;
  // A worker's channel to the supervisor would keep it alive; the supervisor reads this exit.
  if (cluster.isWorker) process.exit(1);
}
