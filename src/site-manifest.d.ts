// The validated manifest, provided to the client bundle by build.mjs.
declare module 'site:manifest' {
  import type { SiteManifest } from './manifest/site.gen';
  const manifest: SiteManifest;
  export default manifest;
}
