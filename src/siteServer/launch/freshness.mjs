// Plain JavaScript: `npm start` runs this before anything is built, and on a
// production machine without tsx.
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The code a build runs; with the manifest and the public folder, everything a build reads. */
const codeInputs = ['schema', 'src', 'build.mjs', 'package-lock.json'];

async function newestModification(path) {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true });
  const times = await Promise.all(
    entries.map((entry) =>
      stat(join(path, entry)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    ),
  );
  return Math.max(info.mtimeMs, ...times);
}

/**
 * Why the build at `builtFile` needs redoing, or null when it is newer than every input.
 * @param {string} root the project folder
 * @param {string} builtFile a file the last build wrote (the release's server entry)
 * @param {string[]} inputs the manifest and the public folder
 * @returns {Promise<string | null>}
 */
export async function staleReason(root, builtFile, inputs) {
  const built = await stat(builtFile).catch(() => null);
  if (!built) return '빌드 결과가 없습니다.';
  for (const input of [...inputs, ...codeInputs.map((path) => join(root, path))]) {
    if ((await newestModification(input)) > built.mtimeMs)
      return `${relative(root, input) || input}이(가) 마지막 빌드 뒤에 바뀌었습니다.`;
  }
  return null;
}
