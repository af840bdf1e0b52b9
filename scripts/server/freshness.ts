import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { projectRoot } from '../build/paths';

/** The code a build runs; with the manifest and the public folder, everything a build reads. */
const codeInputs = ['schema', 'src', 'build.mjs', 'scripts/build', 'package-lock.json'];

async function newestModification(path: string): Promise<number> {
  const info = await stat(path).catch(() => null);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { recursive: true });
  const times = await Promise.all(entries.map((entry) => stat(join(path, entry)).then((s) => s.mtimeMs, () => 0)));
  return Math.max(info.mtimeMs, ...times);
}

/** Why `outDir` needs a build, or null when it is newer than every input. */
export async function staleReason(outDir: string, manifest: string, publicDir: string): Promise<string | null> {
  const built = await stat(join(outDir, 'index.html')).catch(() => null);
  if (!built) return `${relative(process.cwd(), outDir) || outDir}/에 빌드 결과가 없습니다.`;
  for (const input of [manifest, publicDir, ...codeInputs.map((path) => join(projectRoot, path))]) {
    if ((await newestModification(input)) > built.mtimeMs) return `${relative(projectRoot, input) || input}이(가) 마지막 빌드 뒤에 바뀌었습니다.`;
  }
  return null;
}
