// `npm start [--manifest site.json] [--public public] [--out dist] [--port 4173]`:
// builds when the output is missing or older than its inputs, then runs the
// one server: the site, the inquiry API and the staff inbox.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startInquiryServer } from '../src/server/startServer';
import { settingsFromEnv } from '../src/server/settings';
import { buildSite, defaultBuildOptions } from './build/build-site';
import { formatSummary } from './build/format-summary';
import { staleReason } from './server/freshness';
import { portFromArgs } from './server/port';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      manifest: { type: 'string', default: defaultBuildOptions.manifest },
      public: { type: 'string', default: defaultBuildOptions.public },
      out: { type: 'string', default: defaultBuildOptions.out },
      port: { type: 'string' },
      host: { type: 'string' },
    },
  });
  const paths = { manifest: resolve(values.manifest), public: resolve(values.public), out: resolve(values.out) };
  const port = portFromArgs();
  const settings = settingsFromEnv();
  const reason = await staleReason(paths.out, paths.manifest, paths.public);
  if (reason) {
    console.log(`${reason} 빌드합니다.`);
    const result = await buildSite(paths);
    if (!result.ok) {
      for (const message of result.messages) console.error(message);
      return 1;
    }
    console.log(formatSummary(result.summary));
  }
  const server = await startInquiryServer({
    manifestPath: paths.manifest,
    publicDir: paths.public,
    distDir: paths.out,
    settings,
    port,
    host: values.host,
  });
  console.log(`문의 데이터베이스: ${join(settings.dataDir, 'inquiries.sqlite')}`);
  console.log(`\n사이트: ${server.url}\n직원용 문의함: ${server.url}/admin\n끝내려면 Ctrl+C를 누르세요.`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: 받던 요청을 마저 처리하고 끝냅니다.`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
