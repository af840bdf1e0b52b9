import { fileURLToPath } from 'node:url';

/** The repository root; every default path of the build is relative to it. */
export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
