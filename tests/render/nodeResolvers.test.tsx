import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { placeOf } from '../../src/render/localize';
import type { LocalNode, NodeType } from '../../src/render/nodes';
import type { PageSite } from '../../src/render/resolve/PageSite';
import { resolvers } from '../../src/render/resolve/nodeResolvers';
import { siteInLanguage } from '../../src/render/resolve/siteInLanguage';
import { everyNodeType } from '../fixtures/rich-site/every-node-type';

/** Every node of the resolved manifest with the JSON pointer it has in the manifest. */
function nodesWithPointers(site: PageSite): { node: LocalNode; pointer: string }[] {
  return site.manifest.routes.flatMap(({ page }, index) => [
    { node: page as LocalNode, pointer: `/routes/${index}/page` },
    ...page.sections.map((section, at) => ({ node: section as LocalNode, pointer: `/routes/${index}/page/sections/${at}` })),
  ]);
}

describe('node resolvers', () => {
  const site: PageSite = { ...siteInLanguage(everyNodeType(), 'ko'), path: '/', shown: {} };
  const nodes = nodesWithPointers(site);

  it('hand each component its node as resolved, so placeOf() names its place in site.json', () => {
    const types = new Set<NodeType>();
    for (const { node, pointer } of nodes) {
      const resolve = resolvers[node.type] as (node: LocalNode, site: PageSite) => { node: object };
      expect(placeOf(resolve(node, site).node), `${node.type} at ${pointer}`).toBe(pointer);
      types.add(node.type);
    }
    // The fixture must hold every node type for this to cover them all.
    expect([...types].sort()).toEqual(Object.keys(resolvers).sort());
  });
});

const components = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/components');

describe('components', () => {
  it('take only props: none reaches into the site through a context', () => {
    const files = readdirSync(components, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    const reaching = files.filter((file) => /useSite\b|SiteContext/.test(readFileSync(join(components, file), 'utf8')));
    expect(reaching).toEqual([]);
  });
});
