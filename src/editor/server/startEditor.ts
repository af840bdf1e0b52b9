import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pageFontFiles, wholeFonts } from '../../../scripts/server/dev-fonts';
import { PortInUseError } from '../../server/port';
import { removeStaleTemporaries } from '../save/temporaryFiles';
import { createEditorApp } from './createEditorApp';
import { bundleEditor } from './editorBundle';
import { editorShell } from './editorShell';
import { createPageDrawer } from './previewRenderer';

export interface EditorOptions {
  manifest: string;
  public: string;
  port: number;
  /** The repository root: where src/ and node_modules/ are. */
  root: string;
  /** The page's entry; tests give a small one of their own. */
  clientEntry?: string;
  logError?(error: unknown): void;
}

export interface RunningEditor {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Only this computer: the editor writes files, so nothing on the network may reach it. */
export const editorHost = '127.0.0.1';

/**
 * Starts `npm run edit`: bundles the page once, then listens on 127.0.0.1,
 * while the site's renderer is bundled behind it. Resolves when requests are answered.
 */
export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const paths = { manifest: resolve(options.manifest), publicDir: resolve(options.public) };
  await access(paths.manifest).catch(() => {
    throw new Error(`사이트 설정 파일을 찾을 수 없습니다: ${paths.manifest}\n  도움말: --manifest로 파일을 알려 주세요. 예: npm run edit -- --manifest site.json`);
  });
  await access(paths.publicDir).catch(() => {
    throw new Error(`이미지 폴더를 찾을 수 없습니다: ${paths.publicDir}\n  도움말: --public으로 폴더를 알려 주세요. 예: npm run edit -- --public public`);
  });
  await removeStaleTemporaries(paths.manifest);
  const entry = options.clientEntry ?? join(options.root, 'src/editor/client/main.tsx');
  const fonts = await wholeFonts(options.root);
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  // The renderer takes seconds to bundle, the page one: staff get the form first, and the first preview waits for it.
  const drawPage = createPageDrawer(options.root, fonts.assets.css);
  drawPage.catch(logError);
  const bundle = await bundleEditor(options.root, entry);
  const files = new Map<string, { body: Uint8Array | string; type: string }>([
    ['/', { body: editorShell(bundle, fonts.assets.css), type: 'text/html; charset=utf-8' }],
    ...bundle.files,
    ...pageFontFiles(fonts).map(([path, body]) => [path, { body, type: 'font/woff2' }] as const),
  ]);
  let port = options.port;
  const app = await createEditorApp({
    paths,
    drawPage,
    files,
    port: () => port,
    logError,
  });
  try {
    await app.listen({ host: editorHost, port: options.port });
  } catch (error) {
    await app.close();
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new PortInUseError(options.port) : error;
  }
  port = (app.server.address() as { port: number }).port;
  return { url: `http://${editorHost}:${port}`, port, close: () => app.close() };
}
