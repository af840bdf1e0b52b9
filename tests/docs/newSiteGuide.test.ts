// docs/new-site.md stays true to the schema and the examples: it names everything every site must have, every kind of
// page and section a site author can choose, and every site `npm run new-site --from` starts from.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';
import { starterSites } from '../../scripts/new-site/exampleSites';

const guide = readFileSync(join(projectRoot, 'docs/new-site.md'), 'utf8');
const schema = JSON.parse(readFileSync(join(projectRoot, 'schema/site.schema.json'), 'utf8')) as {
  required: string[];
  $defs: Record<string, { oneOf?: { $ref: string }[]; properties?: { type?: { const?: string } } }>;
};

/** The `type` of each definition a node's oneOf offers. */
const kindsOf = (node: string) =>
  schema.$defs[node]!.oneOf!.map((option) => schema.$defs[option.$ref.split('/').pop()!]!.properties!.type!.const!);

/** The first cells of the guide's table rows, without their code marks. */
const tableNames = new Set([...guide.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1]));

it('lists everything the schema requires of every site, and nothing more', () => {
  const requiredSection = guide.slice(guide.indexOf('## 4.'), guide.indexOf('## 5.'));
  const listed = [...requiredSection.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1]);
  expect(listed.sort()).toEqual([...schema.required].filter((name) => name !== '$schema').sort());
});

it('explains every kind of page and section', () => {
  for (const kind of [...kindsOf('PageNode'), ...kindsOf('SectionNode')]) expect(tableNames, kind).toContain(kind);
});

it('names every site a new one can start from, with its folder', () => {
  for (const starter of starterSites()) expect(tableNames, starter.name).toContain(starter.name);
});

it('shows the commands that exist', () => {
  const scripts = Object.keys(
    (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
      .scripts,
  );
  const used = [...guide.matchAll(/npm run ([a-z:-]+)/g)].map((match) => match[1]);
  expect(used.length).toBeGreaterThan(3);
  for (const name of used) expect(scripts, name).toContain(name);
});
