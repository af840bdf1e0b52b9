import { chmodSync, closeSync, fchmodSync, mkdirSync, openSync, statSync } from 'node:fs';

// The database holds visitors' names, phone numbers and messages: only the user the server runs as reads it.
export const privateDirectoryMode = 0o700;
export const privateFileMode = 0o600;

/** Creates `dir` (and its parents) if missing and makes it private to this user. */
export function makePrivateDirectory(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: privateDirectoryMode });
  restrictMode(dir, privateDirectoryMode);
}

/** Creates an empty file readable only by this user; fails if `file` exists. */
export function createPrivateFile(file: string): void {
  const fd = openSync(file, 'wx', privateFileMode);
  try {
    // The mode given to open is cut by the umask; fchmod is not.
    fchmodSync(fd, privateFileMode);
  } finally {
    closeSync(fd);
  }
}

/**
 * Sets `mode` on `path` if it exists with another mode (e.g. 0644 from an older
 * version). A path another user owns is left as that user set it: this process
 * could not change it unless it is root, and should not then either.
 */
export function restrictMode(path: string, mode: number): void {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat || stat.uid !== process.getuid?.() || (stat.mode & 0o777) === mode) return;
  chmodSync(path, mode);
}
