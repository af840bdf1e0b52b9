// Generates src/manifest/site.gen.ts from schema/site.schema.json.
// Without --write it only checks that the checked-in file is current (used by npm test).
import { readFile, writeFile } from 'node:fs/promises';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const schemaPath = new URL('../schema/site.schema.json', import.meta.url);
const outPath = new URL('../src/manifest/site.gen.ts', import.meta.url);
const command = 'npm run gen:types';

const header = `// Generated from schema/site.schema.json by \`${command}\`. Do not edit by hand.
`;

// The schema carries text for people that would distort the generated names:
// Korean titles (type names come from the $defs keys instead), descriptions
// written beside a $ref for editors' hovers (they would fork a copy of the
// referenced type), and $id (the root is named SiteManifest).
function forTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forTypes);
  if (schema === null || typeof schema !== 'object') return schema;
  const isRef = '$ref' in schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([keyword]) => keyword !== 'title' && keyword !== '$id' && !(isRef && keyword === 'description'))
      .map(([keyword, value]) => [keyword, keyword === 'properties' || keyword === '$defs' ? byName(value) : forTypes(value)]),
  );
}

// Under `properties` and `$defs` the keys are names (a property may be called "title"), not keywords.
function byName(schemas: unknown): unknown {
  return Object.fromEntries(Object.entries(schemas as Record<string, unknown>).map(([name, value]) => [name, forTypes(value)]));
}

export async function generateTypes(): Promise<string> {
  const schema = JSON.parse(await readFile(schemaPath, 'utf8')) as JSONSchema;
  const body = await compile(forTypes(schema) as JSONSchema, 'SiteManifest', {
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: true,
    format: true,
    style: { singleQuote: true },
  });
  return header + body;
}

async function main(): Promise<void> {
  const generated = await generateTypes();
  if (process.argv.includes('--write')) {
    await writeFile(outPath, generated);
    console.log('src/manifest/site.gen.ts를 새로 만들었습니다.');
    return;
  }
  const current = await readFile(outPath, 'utf8').catch(() => '');
  if (current !== generated) {
    console.error(`src/manifest/site.gen.ts가 schema/site.schema.json과 맞지 않습니다. \`${command}\`를 실행해 다시 만드세요.`);
    process.exit(1);
  }
  console.log('src/manifest/site.gen.ts가 최신입니다.');
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
