import type { TestProject } from 'vitest/node';
import { bundleInquiriesCli } from './inquiriesCli';

/** Once for a test run, unit or Chromium: the inquiries CLI the tests run, bundled (see inquiriesCli.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cli = await bundleInquiriesCli();
  project.provide('inquiriesCli', cli.file);
  return cli.remove;
}
