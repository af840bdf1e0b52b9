// `npm run bench:inquiries [-- --count 10000 --concurrency 100 --crash-after 3000]`:
// starts the real server (npm start) on a loopback port with a temporary
// DATA_DIR, sends valid inquiries, and checks that every 201 has exactly one
// row. With --crash-after N it kills the server with SIGKILL after N answers,
// restarts it on the same database, and checks that every inquiry answered
// 201 before the kill is there.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openInquiryStore } from '../src/siteServer/storage/openInquiryStore';
import { defaultBuildOptions } from '../src/siteBuild/build-site';
import { percentile, sendInquiries, type LoadResult } from './load/sendInquiries';
import { startServerProcess } from '../src/devServer/serverProcess';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '100' },
    'crash-after': { type: 'string' },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const crashAfter = values['crash-after'] === undefined ? undefined : Number(values['crash-after']);

function summary(result: LoadResult): string {
  const statuses = [...result.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? '응답 없음' : status}: ${n}`);
  const perSecond = (result.latenciesMs.length / result.elapsedMs) * 1000;
  return [
    `보낸 문의 ${result.latenciesMs.length}건, 동시 연결 ${concurrency}개, ${(result.elapsedMs / 1000).toFixed(1)}초`,
    `  초당 ${perSecond.toFixed(0)}건, 지연 p50 ${percentile(result.latenciesMs, 0.5).toFixed(1)} ms, p99 ${percentile(result.latenciesMs, 0.99).toFixed(1)} ms`,
    `  응답: ${statuses.join(', ')}`,
  ].join('\n');
}

/** The server's resident memory in MB, from /proc (Linux). */
async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

/** Samples the server's memory every 100 ms until stopped; the highest sample is its peak under load. */
function samplePeakMemory(pid: number): { stop(): Promise<number> } {
  let peak = 0;
  const timer = setInterval(() => void residentMb(pid).then((mb) => (peak = Math.max(peak, mb))), 100);
  return {
    async stop() {
      clearInterval(timer);
      return Math.max(peak, await residentMb(pid));
    },
  };
}

/** Every id answered 201 is one row; `exact` also requires no row the load did not get a 201 for. */
function checkRows(dataDir: string, accepted: number[], exact: boolean): string[] {
  const store = openInquiryStore(dataDir);
  try {
    const problems: string[] = [];
    const missing = accepted.filter((id) => !store.get(id));
    if (missing.length > 0)
      problems.push(`201을 받았는데 데이터베이스에 없는 문의 ${missing.length}건: ${missing.slice(0, 10).join(', ')}`);
    if (new Set(accepted).size !== accepted.length) problems.push('같은 접수 번호를 두 번 받은 문의가 있습니다.');
    const total = store.list({ limit: 1 }).total;
    if (exact && total !== accepted.length)
      problems.push(`데이터베이스의 문의 ${total}건이 201 응답 ${accepted.length}건과 다릅니다.`);
    return problems;
  } finally {
    store.close();
  }
}

async function main(): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'inquiry-load-'));
  const paths = {
    manifest: defaultBuildOptions.manifest,
    publicDir: defaultBuildOptions.public,
    out: defaultBuildOptions.out,
    dataDir,
  };
  const env = { INQUIRY_RATE_LIMIT: String(count * 2) };
  try {
    const server = await startServerProcess({ ...paths, env });
    const startup = /시작하는 데 ([\d.]+)초/.exec(server.output())?.[1];
    console.log(
      `서버 시작 ${startup ?? '?'}초, 쉬는 동안 메모리(RSS) ${(await residentMb(server.child.pid!)).toFixed(0)} MB, LOG_LEVEL=${process.env.LOG_LEVEL || 'info'}`,
    );
    const memory = samplePeakMemory(server.child.pid!);
    let killed = false;
    const result = await sendInquiries({
      url: server.url,
      count,
      concurrency,
      shouldStop: () => killed,
      onAnswer: (answered) => {
        if (crashAfter !== undefined && answered >= crashAfter && !killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      },
    });
    console.log(summary(result));
    if (!killed) console.log(`  부하 중 메모리(RSS) 최대 ${(await memory.stop()).toFixed(0)} MB`);
    else await memory.stop();
    if (!killed) {
      server.child.kill('SIGTERM');
      await server.exited;
      const problems = checkRows(dataDir, result.accepted, true);
      for (const problem of problems) console.error(`✘ ${problem}`);
      if (problems.length === 0)
        console.log(`✔ 201 응답 ${result.accepted.length}건이 모두 데이터베이스에 한 건씩 있습니다.`);
      return problems.length === 0;
    }
    await server.exited;
    console.log(
      `SIGKILL: ${result.accepted.length}건에 201을 받은 뒤 서버를 강제로 끝냈습니다. 같은 데이터로 다시 시작합니다.`,
    );
    const restarted = await startServerProcess({ ...paths, env });
    restarted.child.kill('SIGTERM');
    await restarted.exited;
    const problems = checkRows(dataDir, result.accepted, false);
    for (const problem of problems) console.error(`✘ ${problem}`);
    if (problems.length === 0)
      console.log(`✔ 강제 종료 전에 201을 받은 문의 ${result.accepted.length}건이 다시 시작한 뒤에도 모두 있습니다.`);
    return problems.length === 0;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = (await main()) ? 0 : 1;
