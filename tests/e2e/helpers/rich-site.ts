import { inject } from 'vitest';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { readManifest } from './manifest';

/** The rich fixture global-setup wrote and built (tests/fixtures/rich-site/): the site useBuiltSite() serves. */
export const readRichManifest = (): SiteManifest => readManifest(inject('richManifest'));
