import { join } from 'node:path';
import { projectRoot } from '../../../scripts/build/paths';

export const fixtureManifest = join(projectRoot, 'tests/fixtures/manifests/valid.json');
export const fixturePublic = join(projectRoot, 'tests/fixtures/public');
