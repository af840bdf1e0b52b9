// The architecture's arrows in eslint.config.js, checked by linting small sources placed in each zone.
import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** A real module under `folder` (the resolver must find a file), preferring one whose path matches `wanted`. */
function moduleIn(folder: string, wanted: (path: string) => boolean = () => true): string {
  const files = readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file).split(sep).join('/'))
    .filter((file) => /\.(tsx?|mjs)$/.test(file) && !/\.(gen|d)\.ts$/.test(file) && wanted(file));
  const found = files.sort()[0];
  if (!found) throw new Error(`No module in ${folder} to import from a probe`);
  return found;
}

/** The rule ids ESLint reports for a probe at `probe` that imports each of `modules`. */
async function rulesFor(probe: string, modules: string[]): Promise<string[]> {
  const specifier = (module: string) => {
    const path = relative(dirname(probe), module).split(sep).join('/');
    return path.startsWith('.') ? path : `./${path}`;
  };
  const source = modules.map((module, index) => `import * as m${index} from '${specifier(module)}';\n`).join('');
  const [result] = await eslint.lintText(`${source}export const used = [${modules.map((_, i) => `m${i}`)}];\n`, {
    filePath: join(root, probe),
  });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const zone = 'import-x/no-restricted-paths';
const components = ['src/components', 'src/kinds', 'src/islands'];
const apiModule = moduleIn('src/editor', (path) => path.includes('/api/'));
const editorFeature = apiModule.slice(0, apiModule.indexOf('/api/'));

describe('eslint.config.js: the architecture', () => {
  // The first lint loads the config with typescript-eslint and the plugins: seconds on a busy machine, once.
  beforeAll(() => eslint.calculateConfigForFile(join(root, 'src/manifest/lintProbe.ts')), 120_000);

  it('refuses scripts/ in src/', async () => {
    expect(await rulesFor('src/manifest/lintProbe.ts', [moduleIn('scripts')])).toEqual([zone]);
  });

  it.each(
    components.flatMap((folder) =>
      ['src/siteServer', 'src/editor', 'src/devServer', 'src/siteBuild'].map((forbidden) => [folder, forbidden]),
    ),
  )('refuses in %s anything from %s', async (folder, forbidden) => {
    expect(await rulesFor(`${folder}/lintProbe.tsx`, [moduleIn(forbidden)])).toEqual([zone]);
  });

  it.each(['src/editor', 'src/devServer', 'src/siteBuild'])(
    'refuses in the production server anything from %s',
    async (forbidden) => {
      expect(await rulesFor('src/siteServer/lintProbe.ts', [moduleIn(forbidden)])).toEqual([zone]);
    },
  );

  it.each([`${editorFeature}/lintProbe.tsx`, 'src/editor/lintProbe.tsx', 'src/editor/shared/lintProbe.ts'])(
    "refuses in the editor's browser code (%s) its api/ and Node's built-in modules",
    async (probe) => {
      expect(await rulesFor(probe, [apiModule])).toEqual([zone]);
      const [result] = await eslint.lintText("import { readFile } from 'node:fs/promises';\nvoid readFile;\n", {
        filePath: join(root, probe),
      });
      expect(result!.messages.map((message) => message.ruleId)).toEqual(['import-x/no-nodejs-modules']);
    },
  );

  it('lets each part import what it may', async () => {
    const render = moduleIn('src/render');
    expect(await rulesFor('src/components/lintProbe.tsx', [render, moduleIn('src/manifest')])).toEqual([]);
    expect(await rulesFor('src/siteServer/lintProbe.ts', [render, moduleIn('src/manifest')])).toEqual([]);
    expect(await rulesFor(`${editorFeature}/api/lintProbe.ts`, [apiModule, moduleIn('src/editor/shared')])).toEqual([]);
    expect(await rulesFor(`${editorFeature}/lintProbe.tsx`, [moduleIn('src/editor/shared')])).toEqual([]);
    expect(await rulesFor('scripts/lintProbe.ts', [moduleIn('src/siteServer'), moduleIn('src/siteBuild')])).toEqual([]);
  });
});
