// `npm run inquiries -- <command>`. Plain JavaScript, so it runs on a production
// machine: there it runs the CLI the build bundled (dist-releases/current/server/
// inquiries.mjs); on a development machine (tsx installed) it runs the source,
// src/siteServer/cli/inquiries.ts, so a change to the CLI needs no build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { printedMessage } from '../../messages/printedMessage.mjs';
import { launchMessage } from '../launch/launchMessages.mjs';
import { currentServerFile, hasBuildTools, projectRoot as root } from '../launch/release.mjs';

const bundled = currentServerFile(join(root, 'dist'), 'inquiries.mjs');

if (hasBuildTools) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, 'src/siteServer/cli/inquiries.ts')).href);
} else if (existsSync(bundled)) {
  await import(pathToFileURL(bundled).href);
} else {
  console.error(printedMessage(launchMessage('cli-build-missing', { bundled })));
  process.exitCode = 1;
}
