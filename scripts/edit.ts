// `npm run edit [-- --port 4174 --manifest site.json --public public]`: the staff editor
// at http://127.0.0.1:4174, on this computer only. See src/editor/.
import { startEditor } from '../src/editor/app/api/startEditor';
import { shownPath } from '../src/siteBuild/format-summary';
import { projectRoot } from '../src/siteBuild/paths';
import { PortInUseError, portFromArgs } from '../src/siteServer/port';
import { editorTools } from '../src/devServer/editor-tools';
import { siteArgs } from '../src/devServer/site-args';
import { editorStartError } from '../src/editor/app/api/startMessages';
import { MessageError, printedMessage } from '../src/messages/messageError';

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
    throw editorStartError('port-in-use', { port });
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
  console.error(error instanceof MessageError ? printedMessage(error) : error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
