// `npm start`: builds dist/ when it is missing or older than its inputs, then serves it.
import { buildSite, defaultBuildOptions } from './build/build-site';
import { formatSummary } from './build/format-summary';
import { staleReason } from './server/freshness';
import { listen } from './server/listen';
import { portFromArgs } from './server/port';
import { createSiteHandler } from './server/site-handler';

async function main(): Promise<number> {
  const port = portFromArgs();
  const outDir = defaultBuildOptions.out;
  const reason = await staleReason(outDir);
  if (reason) {
    console.log(`${reason} 빌드합니다.`);
    const result = await buildSite();
    if (!result.ok) {
      for (const message of result.messages) console.error(message);
      return 1;
    }
    console.log(formatSummary(result.summary));
  }
  const server = await listen(createSiteHandler(outDir), port);
  console.log(`\n사이트: ${server.url}\n끝내려면 Ctrl+C를 누르세요.`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
