// Builds the static site: `tsx build.mjs [--manifest site.json] [--out dist] [--public public]`.
// The steps live in src/siteBuild/; build-site.ts is the place to start reading.
import { parseArgs } from 'node:util';
import { buildSite, defaultBuildOptions } from './src/siteBuild/build-site';
import { formatSummary } from './src/siteBuild/format-summary';

const { values } = parseArgs({
  options: {
    manifest: { type: 'string', default: defaultBuildOptions.manifest },
    out: { type: 'string', default: defaultBuildOptions.out },
    public: { type: 'string', default: defaultBuildOptions.public },
  },
});

const result = await buildSite(values);
if (result.ok) {
  console.log(formatSummary(result.summary));
} else {
  for (const message of result.messages) console.error(message);
  process.exitCode = 1;
}
