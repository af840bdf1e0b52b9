import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { startServerProcess as spawnServer, type ServerProcess as Spawned } from '../../../src/devServer/serverProcess';
import { openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import type { InquiryStore } from '../../../src/siteServer/storage/InquiryStore';
import { fixtureManifestPath, fixturePublic } from './fixture-site';

export interface ServerProcess extends Spawned {
  dataDir: string;
  /** The database the server writes, opened beside it (WAL lets both read and write). */
  openStore(): InquiryStore;
  /** SIGTERM and wait for the exit; then removes the data directory unless it was given or `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<number | null>;
}

export interface ServerProcessOptions {
  env?: NodeJS.ProcessEnv;
  /** An existing data directory (a restart); a new temporary one otherwise. */
  dataDir?: string;
  /** Another built site than the inquiry fixture (its manifest and build folder), e.g. one with its own form fields. */
  site?: { manifest: string; out: string };
}

/** `npm start` in its own process on the fixture site (or `site`), a free loopback port and a temporary DATA_DIR. */
export async function startServerProcess({
  env = {},
  dataDir,
  site,
}: ServerProcessOptions = {}): Promise<ServerProcess> {
  const data = dataDir ?? (await mkdtemp(join(tmpdir(), 'inquiry-data-')));
  const server = await spawnServer({
    manifest: site?.manifest ?? fixtureManifestPath(),
    publicDir: fixturePublic,
    out: site?.out ?? inject('fixtureDist'),
    dataDir: data,
    env,
  });
  return {
    ...server,
    dataDir: data,
    openStore: () => openInquiryStore(data),
    async stop({ keepData = false } = {}) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      const code = await server.exited;
      if (!keepData && !dataDir) await rm(data, { recursive: true, force: true });
      return code;
    },
  };
}
