// The production server's entry. `npm start` (src/siteServer/launch/start.mjs) imports the
// current release's bundle of this file (dist-releases/current/server/main.mjs)
// and calls runServer: plain Node with the runtime dependencies, nothing built
// or validated here.
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { portFromArgs } from './port';
import type { TrustProxy } from './http/trustProxy';
import { settingsFromEnv } from './settings';
import { startInquiryServer, type RunningInquiryServer } from './startServer';
import { inquiryDatabaseFile } from './storage/openInquiryStore';

export interface RunOptions {
  /** The built site's path (`dist`). */
  out: string;
  /** `--port` as given; PORT or 4173 without it. */
  port?: string;
  host?: string;
  /** performance.now() when the server's start began (0: the process's start). */
  startedAt?: number;
  /** The release to run (its folder name); the current one when absent. */
  releaseId?: string;
  /** Set by src/siteServer/launch/supervisor.mjs for a server taking over from another: mail waits for its word. */
  holdMail?: boolean;
}

/** What src/siteServer/launch/supervisor.mjs tells a server it started, over the cluster's channel. */
type SupervisorMessage = { type: 'retire' } | { type: 'mail' };

/** Past this, a retiring server cuts what is still open: the proxy's request timeout, as for any request. */
const retireDeadlineMs = 30_000;

/** Past this, connections still open are cut so the process ends well within the 10 s systemd and Docker wait. */
const shutdownDeadlineMs = 8000;

/** The process ends once the server has closed: 0, or 1 with the error when closing failed. */
function exitWhenClosed(closing: Promise<unknown>): void {
  closing.then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

function stopOnSignals(server: RunningInquiryServer, forceClose: () => void): { retire(): void } {
  let stopping = false;
  let retiring = false;
  const stop = (signal: NodeJS.Signals) => {
    // Already handing over: what is still open is cut, and the hand-over's own exit follows.
    if (retiring) return forceClose();
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: 받던 요청을 마저 처리하고 끝냅니다.`);
    const deadline = setTimeout(() => {
      console.error(`${shutdownDeadlineMs / 1000}초 안에 끝나지 않은 연결을 끊습니다.`);
      forceClose();
    }, shutdownDeadlineMs);
    deadline.unref();
    exitWhenClosed(server.close());
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  return {
    retire() {
      if (stopping || retiring) return;
      retiring = true;
      const deadline = setTimeout(forceClose, retireDeadlineMs);
      deadline.unref();
      exitWhenClosed(server.retire());
    },
  };
}

/** Which X-Forwarded-For entries name the client: an operator behind a proxy checks this line first. */
function proxyLine(trustProxy: TrustProxy): string {
  if (trustProxy === false) return '프록시: 믿지 않음(TRUST_PROXY 없음). 접속한 주소를 방문자 주소로 씁니다.';
  if (typeof trustProxy === 'number')
    return `프록시: 이 기계(루프백)에서 오는 프록시 ${trustProxy}단계를 믿습니다(TRUST_PROXY=${trustProxy}).`;
  return `프록시: ${trustProxy.join(', ')}에서 오는 요청의 X-Forwarded-For를 믿습니다.`;
}

export async function runServer(options: RunOptions): Promise<void> {
  const settings = settingsFromEnv();
  const port = portFromArgs(options.port === undefined ? [] : ['--port', options.port]);
  const server = await startInquiryServer({
    out: options.out,
    settings,
    port,
    host: options.host,
    releaseId: options.releaseId,
    holdMail: options.holdMail,
  });
  const signals = stopOnSignals(server, () => server.closeConnections());
  process.on('message', (message: SupervisorMessage) => {
    if (message.type === 'retire') signals.retire();
    if (message.type === 'mail') server.startMail();
  });
  console.log(`문의 데이터베이스: ${join(settings.dataDir, inquiryDatabaseFile)}`);
  console.log(proxyLine(settings.trustProxy));
  console.log(`시작하는 데 ${((performance.now() - (options.startedAt ?? 0)) / 1000).toFixed(2)}초 걸렸습니다.`);
  console.log(`\n사이트: ${server.url}\n직원용 문의함: ${server.url}/admin\n끝내려면 Ctrl+C를 누르세요.`);
}
