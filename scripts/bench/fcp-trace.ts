// `tsx scripts/bench/fcp-trace.ts [--dist .cache/bench/dist] [--route /] [--preset mobile] [--throttling simulate|devtools]`
// One Lighthouse run, then what its FCP is made of (issue 8): the observed waterfall, the main
// thread's trace from navigation to the observed first paint, and, with simulated throttling, the
// nodes Lantern kept in its FCP graphs with their simulated times.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Flags, RunnerResult } from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { projectRoot } from '../../src/siteBuild/paths';
import { serveSite } from '../../src/devServer/serve-site';
import { openLighthouse, type Preset } from './lighthouse-runs';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: join(projectRoot, '.cache', 'bench', 'dist') },
    route: { type: 'string', default: '/' },
    preset: { type: 'string', default: 'mobile' },
    throttling: { type: 'string', default: 'simulate' },
  },
});

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
}

/** An audit's table rows; the report's types describe every kind of details, so the shape is asserted here. */
const itemsOf = <T>(result: RunnerResult, id: string): T[] =>
  (result.lhr.audits[id]?.details as unknown as { items?: T[] } | undefined)?.items ?? [];

const shortUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, '') || '/';

function printWaterfall(result: RunnerResult): void {
  const items = itemsOf<Record<string, number | string>>(result, 'network-requests');
  console.log('\nObserved network requests (ms from navigation start):');
  for (const item of items) {
    console.log(
      `  ${String(item.networkRequestTime ?? '')
        .slice(0, 6)
        .padStart(6)} → ${String(item.networkEndTime ?? '')
        .slice(0, 6)
        .padStart(
          6,
        )}  ${String(item.priority).padEnd(8)} ${String(item.resourceType).padEnd(9)} ${(Number(item.transferSize) / 1024).toFixed(1).padStart(6)} KiB  ${shortUrl(String(item.url))}`,
    );
  }
}

/** Main-thread events from navigation to a little past the observed first contentful paint. */
function printTrace(result: RunnerResult, navigationStartTs: number, fcpTs: number): void {
  const events = (result.artifacts.Trace as { traceEvents: TraceEvent[] }).traceEvents;
  // The renderer's main thread is the one that reported the first contentful paint.
  const paint =
    events.find((event) => event.name === 'firstContentfulPaint' && event.ts === fcpTs) ??
    events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return;
  const urls = new Map<string, string>();
  for (const event of events) {
    if (event.name === 'ResourceSendRequest')
      urls.set(String(event.args?.data?.requestId), String(event.args?.data?.url));
  }
  const at = (ts: number) => ((ts - navigationStartTs) / 1000).toFixed(0).padStart(6);
  const lines: [number, string][] = [];
  for (const event of events) {
    if (event.ts < navigationStartTs || event.ts > fcpTs + 50_000) continue;
    const data = event.args?.data ?? {};
    const mainThread = event.pid === paint.pid && event.tid === paint.tid;
    const duration = event.dur ? ` ${(event.dur / 1000).toFixed(1)} ms` : '';
    if (event.name === 'ResourceFinish')
      lines.push([event.ts, `network done     ${shortUrl(urls.get(String(data.requestId)) ?? '?')}`]);
    else if (!mainThread) continue;
    else if (
      event.name === 'firstPaint' ||
      event.name === 'firstContentfulPaint' ||
      ((event.name === 'MarkDOMContent' || event.name === 'MarkLoad') && data.isMainFrame)
    )
      lines.push([event.ts, event.name]);
    else if (event.name === 'RunTask' && (event.dur ?? 0) >= 30_000) lines.push([event.ts, `task${duration}`]);
    else if (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule')
      lines.push([event.ts, `${event.name}${duration} ${shortUrl(String(data.url ?? ''))}`]);
    else if (
      event.name === 'ParseHTML' ||
      event.name === 'Layout' ||
      event.name === 'Paint' ||
      event.name === 'UpdateLayoutTree' ||
      event.name === 'Commit'
    ) {
      if ((event.dur ?? 0) >= 1000 || event.name === 'Paint' || event.name === 'Commit')
        lines.push([event.ts, `${event.name}${duration}`]);
    }
  }
  console.log('\nTrace (ms from navigation start; main-thread tasks ≥ 30 ms, scripts, layouts ≥ 1 ms, paints):');
  for (const [ts, text] of lines.sort((a, b) => a[0] - b[0])) console.log(`  ${at(ts)}  ${text}`);
}

interface LanternNode {
  type: string;
  request?: { url: string; priority: string; transferSize: number };
  duration?: number;
  getEvaluateScriptURLs?: () => Set<string>;
}

async function printLanternGraphs(result: RunnerResult): Promise<void> {
  const { artifacts, lhr } = result;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: lhr.configSettings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const fcp = (await LanternFirstContentfulPaint.request(
    data as never,
    { computedCache: new Map(), settings: lhr.configSettings } as never,
  )) as unknown as {
    timing: number;
    optimisticEstimate: { timeInMs: number; nodeTimings: Map<LanternNode, { startTime: number; endTime: number }> };
    pessimisticEstimate: { timeInMs: number; nodeTimings: Map<LanternNode, { startTime: number; endTime: number }> };
  };
  console.log(
    `\nLantern FCP ${fcp.timing.toFixed(0)} ms = mean of optimistic ${fcp.optimisticEstimate.timeInMs.toFixed(0)} and pessimistic ${fcp.pessimisticEstimate.timeInMs.toFixed(0)}`,
  );
  for (const [name, estimate] of [
    ['optimistic', fcp.optimisticEstimate],
    ['pessimistic', fcp.pessimisticEstimate],
  ] as const) {
    console.log(`  ${name} graph (simulated ms):`);
    const rows = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of rows) {
      const what =
        node.type === 'network'
          ? `network ${node.request!.priority} ${(node.request!.transferSize / 1024).toFixed(1)} KiB ${shortUrl(node.request!.url)}`
          : `cpu ${((node.duration ?? 0) / 1000).toFixed(1)} ms observed${[...(node.getEvaluateScriptURLs?.() ?? [])].map((url) => ` evaluates ${shortUrl(url)}`).join('')}`;
      console.log(`    ${timing.startTime.toFixed(0).padStart(6)} → ${timing.endTime.toFixed(0).padStart(6)}  ${what}`);
    }
  }
}

const server = await serveSite(resolve(values.dist));
const session = await openLighthouse();
try {
  // ignoreStatusCode lets the 404 page (any unknown address) be measured with its real status.
  const extra: Partial<Flags> = {
    throttlingMethod: values.throttling as Flags['throttlingMethod'],
    ignoreStatusCode: true,
  };
  const result = await session.run(server.url + values.route, values.preset as Preset, extra);
  const metrics = itemsOf<Record<string, number>>(result, 'metrics')[0]!;
  console.log(
    `${values.preset} ${values.route}, throttling ${result.lhr.configSettings.throttlingMethod}: score ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}`,
  );
  console.log(
    `FCP ${metrics.firstContentfulPaint} ms, LCP ${metrics.largestContentfulPaint} ms (reported); observed in the unthrottled-or-devtools load: FCP ${metrics.observedFirstContentfulPaint} ms, DOMContentLoaded ${metrics.observedDomContentLoaded} ms, load ${metrics.observedLoad} ms, LCP ${metrics.observedLargestContentfulPaint} ms`,
  );
  for (const id of ['render-blocking-resources', 'font-display', 'largest-contentful-paint-element', 'long-tasks']) {
    const audit = result.lhr.audits[id];
    console.log(`${id}: score ${audit?.score}, items ${JSON.stringify(itemsOf(result, id))}`);
  }
  const chains = JSON.stringify(result.lhr.audits['critical-request-chains']?.details ?? {});
  console.log(
    `critical-request-chains: ${[...chains.matchAll(/"url":"([^"]+)"/g)].map((match) => shortUrl(match[1]!)).join(', ')}`,
  );
  const breakdown = itemsOf<{ group: string; duration: number }>(result, 'mainthread-work-breakdown');
  console.log(
    `mainthread-work-breakdown: ${breakdown.map((item) => `${item.group} ${item.duration.toFixed(0)}`).join(', ')} ms`,
  );
  printWaterfall(result);
  printTrace(result, metrics.observedNavigationStartTs!, metrics.observedFirstContentfulPaintTs!);
  if (result.lhr.configSettings.throttlingMethod === 'simulate') await printLanternGraphs(result);
} finally {
  await session.close();
  await server.close();
}
