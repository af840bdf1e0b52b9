// The real site.json, checked against its own build with expectations read from it:
// a content edit changes the expectations with the content, so it never turns this red.
import { useBuiltSite } from './helpers/built-site';
import { readManifest } from './helpers/manifest';
import { defineSiteJsonChecks } from './helpers/site-json-checks';

defineSiteJsonChecks(readManifest(), useBuiltSite('siteDist'));
