// `npm run inquiries -- <command>`. Plain JavaScript, so it runs on a production
// machine: there it runs the CLI the build bundled (dist-releases/current/server/
// inquiries.mjs); on a development machine (tsx installed) it runs the source,
// src/siteServer/cli/inquiries.ts, so a change to the CLI needs no build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { currentServerFile, hasBuildTools, projectRoot as root } from '../launch/release.mjs';

const bundled = currentServerFile(join(root, 'dist'), 'inquiries.mjs');

if (hasBuildTools) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, 'src/siteServer/cli/inquiries.ts')).href);
} else if (existsSync(bundled)) {
  await import(pathToFileURL(bundled).href);
} else {
  console.error(
    `빌드된 문의 관리 명령(${bundled})이 없습니다.\n  도움말: 개발 도구가 있는 기계에서 npm run build를 한 뒤 dist-releases/를 함께 옮기세요(docs/deploy.md).`,
  );
  process.exitCode = 1;
}
