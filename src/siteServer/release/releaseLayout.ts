import { basename, dirname, join } from 'node:path';

/**
 * Where a build puts its output. `dist` (the site, as a CDN or a test reads it)
 * is a link into the current release; each release holds the site and the
 * server code built with it:
 *
 *   dist -> dist-releases/current/site
 *   dist-releases/current -> 20261124T233000Z-a1b2c3
 *   dist-releases/20261124T233000Z-a1b2c3/site/      served
 *   dist-releases/20261124T233000Z-a1b2c3/server/    main.mjs, inquiries.mjs, renderer.mjs, release.json
 *   dist-releases/20261124T233000Z-a1b2c3/package.json, package-lock.json (and on a server, node_modules/)
 */
export const releaseLayout = {
  site: 'site',
  server: 'server',
  /** The manifest the pages were rendered from, their assets and the CSP hashes of their inline scripts. */
  data: 'server/release.json',
  renderer: 'server/renderer.mjs',
  main: 'server/main.mjs',
  cli: 'server/inquiries.mjs',
  /** The runtime packages the server was built against; a server installs them into the release's own node_modules. */
  packages: ['package.json', 'package-lock.json'],
} as const;

export const currentLinkName = 'current';

/** `/srv/lab/dist` → `/srv/lab/dist-releases` */
export const releasesDirOf = (out: string) => join(dirname(out), `${basename(out)}-releases`);

export const currentReleaseOf = (out: string) => join(releasesDirOf(out), currentLinkName);

/** A release folder's name: the build's UTC time and a random suffix, so names sort by age. */
export const isReleaseName = (name: string) => /^\d{8}T\d{6}Z-[0-9a-f]{6}$/.test(name);
