import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PortInUseError } from '../../../siteServer/port';
import { removeStaleTemporaries } from '../../saving/api/temporaryFiles';
import { createEditorApp } from './createEditorApp';
import { bundleEditor } from './editorBundle';
import type { EditorTools } from './editorTools';
import { editorShell } from './editorShell';
import { createPreviewDraft } from '../../preview/api/previewDraft';
import { bundlePreviewFrame } from '../../preview/api/previewFrameBundle';
import { createPageDrawer } from '../../preview/api/previewRenderer';
import { createPreviewServer } from '../../preview/api/previewServer';
import { editorStartError } from './startMessages';

export interface EditorOptions {
  manifest: string;
  public: string;
  port: number;
  /** The repository root: where src/ and node_modules/ are. */
  root: string;
  /** The build's tools it borrows (src/devServer/editor-tools.ts). */
  tools: EditorTools;
  /** The page's entry; tests give a small one of their own. */
  clientEntry?: string;
  logError?(error: unknown): void;
}

export interface RunningEditor {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** http://127.0.0.1:<another port>: the preview frame's own origin (see previewServer.ts). */
  previewUrl: string;
  close(): Promise<void>;
}

/** Only this computer: the editor writes files, so nothing on the network may reach it. */
export const editorHost = '127.0.0.1';

/**
 * Starts `npm run edit`: bundles the page once, then listens on 127.0.0.1 (and,
 * for the preview frame, on a second port), while the site's renderer and the
 * frame's script are bundled behind it. Resolves when requests are answered.
 */
export async function startEditor(options: EditorOptions): Promise<RunningEditor> {
  const paths = { manifest: resolve(options.manifest), publicDir: resolve(options.public) };
  await access(paths.manifest).catch(() => {
    throw editorStartError('manifest-missing', { file: paths.manifest });
  });
  await access(paths.publicDir).catch(() => {
    throw editorStartError('public-missing', { folder: paths.publicDir });
  });
  await removeStaleTemporaries(paths.manifest);
  const entry = options.clientEntry ?? join(options.root, 'src/editor/app/main.tsx');
  const { tools } = options;
  const fonts = await tools.wholeFonts(options.root);
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const fontFiles = fonts.files.map(([path, body]) => [path, { body, type: 'font/woff2' }] as const);
  const previewFiles = new Map<string, { body: Uint8Array | string; type: string }>(fontFiles);
  // The renderer and the frame's script take seconds to bundle, the page one: staff get the form first, and the first preview waits for them.
  const renderer = tools.loadRenderer(options.root);
  // Reported through drawPage, which waits for it.
  renderer.catch(() => undefined);
  const drawPage = bundlePreviewFrame(options.root, tools.styledIdsPlugin()).then((frame) => {
    for (const [path, file] of frame.files) previewFiles.set(path, file);
    return createPageDrawer(renderer, { script: frame.script, css: fonts.css });
  });
  drawPage.catch(logError);
  const bundle = await bundleEditor(options.root, entry);
  const files = new Map<string, { body: Uint8Array | string; type: string }>([
    ['/', { body: editorShell(bundle, fonts.css), type: 'text/html; charset=utf-8' }],
    ...bundle.files,
    ...fontFiles,
  ]);
  const previewDraft = createPreviewDraft();
  let port = options.port;
  let previewPort = 0;
  const app = await createEditorApp({
    paths,
    drawPage,
    previewDraft,
    frameOrigin: () => `http://${editorHost}:${previewPort}`,
    files,
    port: () => port,
    logError,
  });
  const preview = createPreviewServer({
    draft: previewDraft,
    drawPage,
    files: previewFiles,
    publicDir: paths.publicDir,
    port: () => previewPort,
    editorPort: () => port,
    logError,
  });
  try {
    await app.listen({ host: editorHost, port: options.port });
    // Any free port: staff never type it, the editor's page learns it from POST /api/preview.
    await preview.listen({ host: editorHost, port: 0 });
  } catch (error) {
    await Promise.all([app.close(), preview.close()]);
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new PortInUseError(options.port) : error;
  }
  port = (app.server.address() as { port: number }).port;
  previewPort = (preview.server.address() as { port: number }).port;
  return {
    url: `http://${editorHost}:${port}`,
    port,
    previewUrl: `http://${editorHost}:${previewPort}`,
    close: async () => {
      await Promise.all([app.close(), preview.close()]);
    },
  };
}
