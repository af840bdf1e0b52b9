import { join } from 'node:path';
import { inject } from 'vitest';
import { projectRoot } from '../../../src/siteBuild/paths';
import { readManifest } from './manifest';
import type { LabManifest } from '../../helpers/labManifest';

export const fixturePublic = join(projectRoot, 'tests/fixtures/public');

/** The inquiry fixture global-setup wrote and built (tests/fixtures/inquiry-site/). */
export const fixtureManifestPath = (): string => inject('fixtureManifest');
export const readFixtureManifest = (): LabManifest => readManifest(fixtureManifestPath());
