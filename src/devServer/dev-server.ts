import { resolve } from 'node:path';
import { watch } from 'chokidar';
import { devClientPath, type DevEvent } from '../dev/protocol';
import { projectRoot } from '../siteBuild/paths';
import { errorFailure, formatFailure } from './build-failure';
import { createDevBuilder, type DevBuildOptions, type DevBuildResult } from './dev-build';
import { bundleDevClient } from './dev-client-script';
import { overlayFontFiles, wholeFonts } from './dev-fonts';
import { createDevHandler, type DevState } from './dev-handler';
import { createEventStream } from './event-stream';
import { listen, type RunningServer } from './listen';
import { createRebuilder } from './rebuilder';

export interface DevServerOptions extends DevBuildOptions {
  port: number;
  host?: string;
  /** Called when a rebuild starts, with the changed paths. */
  onStart?(reasons: string[]): void;
  /** Called after every build, the first one included. */
  onResult?(result: DevBuildResult): void;
}

/** What a page that connects now has to catch up on: the build to show, then what is wrong with the latest. */
function currentEvents({ site, failure }: DevState): DevEvent[] {
  const events: DevEvent[] = [];
  if (site) events.push({ type: 'reload', build: site.id });
  if (failure) events.push({ type: 'problems', failure });
  return events;
}

/**
 * `npm run dev` without its terminal: builds, serves, and on every change to
 * the manifest, schema/, src/ or public/ builds again and tells the open pages.
 * Resolves once the first build is served and the watcher is ready.
 */
export async function startDevServer(options: DevServerOptions): Promise<RunningServer> {
  const [fonts, clientScript] = await Promise.all([wholeFonts(projectRoot), bundleDevClient(projectRoot)]);
  const builder = await createDevBuilder(options, fonts);
  const state: DevState = { site: null, previous: null, failure: null };
  const events = createEventStream({ initial: () => currentEvents(state) });
  const devFiles = new Map<string, Uint8Array | string>([[devClientPath, clientScript], ...overlayFontFiles(fonts)]);

  const build = (changed?: string[]): Promise<DevBuildResult> =>
    builder.build(changed).catch((error: unknown) => {
      const failure = errorFailure(error);
      return { ok: false, failure, messages: [formatFailure(failure)] };
    });
  function publish(result: DevBuildResult): void {
    if (result.ok) {
      Object.assign(state, { previous: state.site, site: result.site, failure: null });
      events.send({ type: 'reload', build: result.site.id });
    } else {
      state.failure = result.failure;
      events.send({ type: 'problems', failure: result.failure });
    }
    options.onResult?.(result);
  }

  publish(await build());
  const handler = createDevHandler({ state: () => state, events, devFiles, publicDir: options.public });
  // esbuild's contexts would keep the process alive after, say, a port in use.
  const server = await listen(handler, options.port, options.host).catch(async (error: unknown) => {
    await builder.dispose();
    throw error;
  });
  const rebuilder = createRebuilder({ build, onStart: options.onStart, onResult: publish, debounceMs: 50 });
  const watched = [options.manifest, 'schema', 'src', options.public];
  const watcher = watch(watched, { cwd: projectRoot, ignoreInitial: true });
  // With `cwd` set, chokidar reports paths relative to it, even of files outside it.
  watcher.on('all', (_event, path) => rebuilder.request(resolve(projectRoot, path)));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));

  return {
    ...server,
    async close() {
      await watcher.close();
      events.close();
      await server.close();
      await rebuilder.idle();
      await builder.dispose();
    },
  };
}
