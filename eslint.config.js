// ESLint: typescript-eslint's recommended rules, React's rules of hooks, and the architecture's one-way arrows as
// import-x zones. eslint-config-prettier comes last so no rule here ever argues with Prettier about layout.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const code = ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'];

const components = ['src/components', 'src/kinds', 'src/islands'];
const siteServer = 'src/siteServer';
const devServer = 'src/devServer';
const siteBuild = 'src/siteBuild';
const editor = 'src/editor';

/** The architecture's one-way arrows: each zone forbids `target` to import anything in `from`. */
const architectureZones = [
  {
    target: 'src',
    from: 'scripts',
    message: 'src/ never imports scripts/: scripts/ holds command entries, benchmarks and generators only.',
  },
  {
    target: components,
    from: [siteServer, editor, devServer, siteBuild],
    message: 'Components receive props; they never import the site server, the editor, the dev server or the build.',
  },
  {
    target: siteServer,
    from: [editor, devServer, siteBuild],
    message: 'The production server never imports the editor, the dev server or the site build.',
  },
];

/**
 * Everything under src/editor/ runs in the browser except each feature's api/ (the editor's Node process).
 * shared/ runs on both sides, so it keeps the browser's rules too: an api/ import there would reach the page.
 */
const editorBrowserCode = { files: [`${editor}/**`], ignores: [`${editor}/**/api/**`] };
const editorApiZone = {
  target: editor,
  from: [`${editor}/**/api/**`],
  message:
    "The editor's browser code never imports its Node process (api/); what both need lives in src/editor/shared/.",
};

export default defineConfig(
  globalIgnores([
    '**/*.gen.ts',
    '**/*.gen.js',
    '**/*.gen.d.ts',
    '**/dist*/',
    '**/.cache/',
    'public/',
    'tests/fixtures/',
  ]),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  { files: code, extends: [js.configs.recommended, tseslint.configs.recommended] },
  {
    files: code,
    plugins: { 'import-x': importX },
    languageOptions: { globals: globals.node },
    settings: {
      // Imports are written without extensions (TypeScript's "Bundler" resolution), so the resolver tries each.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // A variable declared before the cleanup that reads it, and assigned after, is no constant.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // A leading underscore marks a parameter a signature needs but the body does not; a rest sibling is how a
      // property is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: architectureZones }],
    },
  },
  {
    // React runs src/ and the component tests. tests/ and scripts/ elsewhere name vitest fixtures and helpers
    // use… (useBuiltSite, useTestEditor), which are no hooks and follow none of their rules.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    ...editorBrowserCode,
    rules: {
      // Rule options replace each other between config objects, so this one repeats the common zones.
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...architectureZones, editorApiZone] }],
      'import-x/no-nodejs-modules': 'error',
    },
  },
  prettier,
);
