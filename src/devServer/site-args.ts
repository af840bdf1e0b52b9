import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { defaultBuildOptions } from '../siteBuild/build-site';

/** `--manifest`, `--public` and `--port` as `npm run dev` and `npm run edit` take them, the paths made absolute. */
export function siteArgs(): { manifest: string; public: string; port: string | undefined } {
  const { values } = parseArgs({
    options: {
      manifest: { type: 'string', default: defaultBuildOptions.manifest },
      public: { type: 'string', default: defaultBuildOptions.public },
      port: { type: 'string' },
    },
  });
  return { manifest: resolve(values.manifest), public: resolve(values.public), port: values.port };
}
