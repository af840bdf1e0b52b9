import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { inChromiumSuite, testFilesByIsolation } from './tests/testFileIsolation';
import { longFilesFirst } from './tests/longFilesFirst';

/** The longest files (ten seconds or more alone; see the durations vitest prints), in the order they start. */
const longFiles = [
  'tests/editor/app/EditorApp.test.tsx',
  'tests/siteServer/cli/accountCommands.test.ts',
  'tests/manifest/validateCli.test.ts',
  'tests/editor/app/EditorForms.test.tsx',
  'tests/siteServer/cli/inquiries.test.ts',
  'tests/editor/app/editorStates.test.tsx',
];

// Unit and component tests. Files that render components start with
// `// @vitest-environment jsdom`. What builds a whole site or opens Chromium
// (tests/e2e/, any *.build.test.ts) runs in vitest.e2e.config.ts.
const isolated = testFilesByIsolation((file) => !inChromiumSuite(file));
const shared = {
  environment: 'node',
  setupFiles: ['tests/helpers/waitForTimeout.ts', 'tests/helpers/jsdomLabelLookup.ts'],
  // A test waits on its conditions, not on the clock; vitest's 5 s default is a time budget that a machine whose
  // cores something else keeps busy overruns (a jsdom render of the editor's forms takes seconds there).
  testTimeout: 60_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Vitest leaves one core free by default: on a two-core machine that is one test file at a time.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: longFilesFirst(longFiles) },
    projects: [
      {
        // Files without a document that leave nothing behind share a worker, and the modules it imported, with the
        // files before them: importing the schema, Fastify and the CLI again for each file cost a quarter of the
        // unit run's processor time (447 core-seconds isolated, 344 shared).
        test: {
          ...shared,
          name: 'unit',
          include: isolated.shared,
          isolate: false,
        },
      },
      {
        // Files that render into jsdom, mock a module or replace a global each get a VM context of their own in a
        // worker that has loaded jsdom once: setting jsdom up in a new process for each file cost 51 of the
        // isolated files' 247 core-seconds (128 in VM contexts).
        test: { ...shared, name: 'contexts', include: isolated.context, pool: 'vmForks' },
      },
      { test: { ...shared, name: 'processes', include: isolated.process } },
    ],
  },
});
