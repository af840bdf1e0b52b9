import { inject } from 'vitest';
import { readManifest } from './manifest';
import type { LabManifest } from '../../helpers/labManifest';

/** The rich fixture global-setup wrote and built (tests/fixtures/rich-site/): the site useBuiltSite() serves. */
export const readRichManifest = (): LabManifest => readManifest(inject('richManifest'));
