import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { writeInquiryManifest } from '../../fixtures/inquiry-site/make-manifest';

/** The inquiry fixture (tests/fixtures/inquiry-site/) for a test file: written once before its tests, removed after them. */
export function useInquiryManifest(): () => SiteManifest {
  let dir: string | undefined;
  let manifest: SiteManifest | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'inquiry-manifest-'));
    manifest = await writeInquiryManifest(join(dir, 'site.json'));
  });
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));
  return () => {
    if (!manifest) throw new Error('The inquiry manifest is written in beforeAll; read it inside a test.');
    return manifest;
  };
}
