import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root, whatever folder vitest was started from. */
const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * What a test file leaves behind for a file run after it in the same worker, when they share it: a jsdom document
 * (vitest sets up the environment once per worker), a module mocked, a global or an environment variable replaced,
 * fake timers, a listener on the process.
 */
const leavesBehind =
  /@vitest-environment jsdom|vi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\b|process\.on\(|process\.env\.[A-Z_]+ ?=[^=]|globalThis\.\w+ ?=[^=]|Object\.defineProperty\((window|globalThis|navigator|document)\b/;

/** The unit test files (paths from the project's root) that must run each in a worker of its own. */
export function unitFilesToIsolate(): string[] {
  return readdirSync(join(root, 'tests'), { recursive: true, encoding: 'utf8' })
    .map((file) => `tests/${file}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/e2e/') && !/\.build\.test\./.test(file))
    .filter((file) => leavesBehind.test(readFileSync(join(root, file), 'utf8')));
}
