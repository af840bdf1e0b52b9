// `npm run dev [--manifest site.json] [--public public] [--port 4173]`: serves the site from memory,
// rebuilds it whenever the manifest, schema/, src/ or public/ changes, and reloads the open pages.
// While a build fails the pages show what to fix over the last good build.
import { join, relative } from 'node:path';
import { shownPath } from '../src/siteBuild/format-summary';
import { projectRoot } from '../src/siteBuild/paths';
import type { DevBuildResult } from '../src/devServer/dev-build';
import { startDevServer } from '../src/devServer/dev-server';
import { portFromArgs } from '../src/siteServer/port';
import { siteArgs } from '../src/devServer/site-args';

// The validator is imported once, so it goes on checking against the schema it started with.
const readOnce = [join(projectRoot, 'schema'), join(projectRoot, 'src/manifest')];

function announce(reasons: string[]): void {
  console.log(`\n바뀐 파일: ${reasons.map(shownPath).join(', ')} — 다시 빌드합니다.`);
  if (reasons.some((path) => readOnce.some((dir) => !relative(dir, path).startsWith('..')))) {
    console.log('  schema/와 src/manifest/의 변경은 npm run dev를 다시 시작해야 site.json 검사에 반영됩니다.');
  }
}

function report(result: DevBuildResult): void {
  if (result.ok) {
    console.log(`빌드 완료: 페이지 ${result.site.pages.size}개 (${result.milliseconds}ms)`);
  } else {
    for (const message of result.messages) console.error(message);
    console.error('고친 뒤 저장하면 다시 빌드합니다. 그동안은 마지막으로 성공한 결과를 보여 줍니다.');
  }
}

async function main(): Promise<void> {
  const { manifest, public: publicDir } = siteArgs();
  const server = await startDevServer({
    manifest,
    public: publicDir,
    port: portFromArgs(),
    onStart: announce,
    onResult: report,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().finally(() => process.exit(0)));
  }
  console.log(
    `\n사이트: ${server.url}\n${shownPath(manifest)}, schema/, src/, ${shownPath(publicDir)}/을(를) 고치면 다시 빌드하고 열린 페이지를 새로 고칩니다. 끝내려면 Ctrl+C를 누르세요.`,
  );
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
