// What both launchers (npm start, npm run inquiries) need before anything is built. Plain JavaScript:
// they run on a production machine without tsx.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** tsx is a devDependency: present on a development machine, absent after `npm ci --omit=dev`. */
export const hasBuildTools = existsSync(join(projectRoot, 'node_modules/tsx/package.json'));

/**
 * A file of the current release's server, e.g. `main.mjs`. The layout is
 * src/siteServer/release/releaseLayout.ts's, written again here because that file
 * is TypeScript and this runs before any build.
 * @param {string} out the site's path (`dist`)
 * @param {string} name
 */
export const currentServerFile = (out, name) => join(`${out}-releases`, 'current', 'server', name);
