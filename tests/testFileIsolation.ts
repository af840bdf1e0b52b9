import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root, whatever folder vitest was started from. */
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * What a test file leaves behind in the global scope for a file run after it in the same worker, when they share it:
 * a jsdom document and the listeners on its window (vitest sets the environment up once per worker), a module
 * mocked, a global replaced, fake timers.
 */
const leavesGlobals =
  /@vitest-environment jsdom|vi\.(mock|doMock|stubGlobal|useFakeTimers)\b|globalThis\.\w+ ?=[^=]|Object\.defineProperty\((window|globalThis|navigator|document)\b/;

/** What a test file leaves behind on the process itself, which every context of a worker shares: its environment, its listeners. */
const leavesOnProcess = /vi\.stubEnv\b|process\.on\(|process\.env\.[A-Z_]+ ?=[^=]/;

/** The Chromium tests and the tests that build whole sites: vitest.e2e.config.ts runs them, vitest.config.ts the rest. */
export const inChromiumSuite = (file: string) => file.startsWith('tests/e2e/') || /\.build\.test\./.test(file);

/** The site server's tests: Fastify's request injection (light-my-request) does not load inside a VM context. */
const needsOwnProcess = (file: string) => file.startsWith('tests/siteServer/');

/**
 * How a test file (a path from the project's root) runs apart from the others:
 * - `shared`: it leaves nothing behind, so it shares its worker, and the modules the worker imported, with others;
 * - `context`: in a VM context of its own, in a worker it shares (vitest's vmForks pool): its globals, document and
 *   modules are its own, and the worker has loaded jsdom once;
 * - `process`: in a process of its own, for what a VM context does not keep apart.
 */
export type Isolation = 'shared' | 'context' | 'process';

export function isolationOf(file: string): Isolation {
  const text = readFileSync(join(root, file), 'utf8');
  if (leavesOnProcess.test(text) || (needsOwnProcess(file) && leavesGlobals.test(text))) return 'process';
  return leavesGlobals.test(text) ? 'context' : 'shared';
}

/** The test files under tests/ (paths from the project's root) that `belongs` takes, by how each must run. */
export function testFilesByIsolation(belongs: (file: string) => boolean): Record<Isolation, string[]> {
  const files = readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
    .map((file) => `tests/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && belongs(file));
  const byIsolation: Record<Isolation, string[]> = { shared: [], context: [], process: [] };
  for (const file of files) byIsolation[isolationOf(file)].push(file);
  return byIsolation;
}
