// `npm run edit [-- --port 4174 --manifest site.json --public public]`: the staff editor
// at http://127.0.0.1:4174, on this computer only. See src/editor/.
import { startEditor } from '../src/editor/app/api/startEditor';
import { shownPath } from '../src/siteBuild/format-summary';
import { projectRoot } from '../src/siteBuild/paths';
import { PortInUseError, portFromArgs } from '../src/siteServer/port';
import { editorTools } from '../src/devServer/editor-tools';
import { siteArgs } from '../src/devServer/site-args';

const editorPort = 4174;

async function main(): Promise<void> {
  const args = siteArgs();
  // PORT is npm start's; the editor runs beside the site, so only --port moves it.
  const port = args.port === undefined ? editorPort : portFromArgs(['--port', args.port]);
  const { manifest } = args;
  const editor = await startEditor({
    manifest,
    public: args.public,
    port,
    root: projectRoot,
    tools: editorTools,
  }).catch((error: unknown) => {
    if (!(error instanceof PortInUseError)) throw error;
    throw new Error(
      `포트 ${port}을(를) 이미 다른 프로그램이 쓰고 있습니다(편집기를 이미 켜 두었을 수 있습니다).\n  도움말: 그 프로그램을 끄거나 npm run edit -- --port ${port + 1} 처럼 다른 포트를 고르세요.`,
    );
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void editor.close().finally(() => process.exit(0)));
  }
  const seconds = (performance.now() / 1000).toFixed(1);
  console.log(`\n편집기: ${editor.url}  (${seconds}초 만에 준비됨)`);
  console.log(`${shownPath(manifest)}을(를) 고칩니다. 이 컴퓨터에서만 열 수 있습니다. 끝내려면 Ctrl+C를 누르세요.`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
