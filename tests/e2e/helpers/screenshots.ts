import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../../src/siteBuild/paths';

/**
 * Where the tests leave their screenshots, to be looked at by eye: `SCREENSHOTS_DIR`, else one folder of the
 * system's temporary directory (printed nowhere else; `ls $TMPDIR/site-screenshots`).
 */
export const screenshotsDir = process.env.SCREENSHOTS_DIR ?? join(tmpdir(), 'site-screenshots');
mkdirSync(screenshotsDir, { recursive: true });

/** The file a test's screenshot `name` (without .png) goes to. */
export const screenshotPath = (name: string) => join(screenshotsDir, `${name}.png`);

/**
 * The file of a screenshot docs/editing.md shows: under docs/images only when `UPDATE_DOC_IMAGES=1` asks for new ones
 * (`npm run doc-images`), so that a test run leaves the checkout as it found it.
 */
export const docImagePath = (name: string) =>
  process.env.UPDATE_DOC_IMAGES === '1' ? join(projectRoot, 'docs/images', `${name}.png`) : screenshotPath(name);
