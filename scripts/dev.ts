// `npm run dev`: serves dist/ and rebuilds it whenever site.json, schema/, src/ or public/ changes.
import { watch } from 'chokidar';
import { buildSite, defaultBuildOptions, type BuildResult } from './build/build-site';
import { formatSummary } from './build/format-summary';
import { projectRoot } from './build/paths';
import { listen } from './server/listen';
import { portFromArgs } from './server/port';
import { createRebuilder } from './server/rebuilder';
import { createSiteHandler } from './server/site-handler';

const watched = ['site.json', 'schema', 'src', 'public'];

function report(result: BuildResult): void {
  if (result.ok) {
    console.log(formatSummary(result.summary));
  } else {
    for (const message of result.messages) console.error(message);
    console.error('고친 뒤 저장하면 다시 빌드합니다. 그동안은 마지막으로 성공한 결과를 보여 줍니다.');
  }
}

async function main(): Promise<void> {
  const port = portFromArgs();
  report(await buildSite());
  const server = await listen(createSiteHandler(defaultBuildOptions.out, { watch: true }), port);

  const rebuilder = createRebuilder({
    build: () => buildSite(),
    onStart: (reasons) => console.log(`\n바뀐 파일: ${reasons.join(', ')} — 다시 빌드합니다.`),
    onResult: report,
  });
  const watcher = watch(watched, { cwd: projectRoot, ignoreInitial: true });
  // With `cwd` set, chokidar reports paths relative to the project root.
  watcher.on('all', (_event, path) => rebuilder.request(path));

  console.log(`\n사이트: ${server.url}\n${watched.join(', ')}을(를) 고치면 다시 빌드합니다. 끝내려면 Ctrl+C를 누르세요.`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
