// What the lab's staff see in VS Code: the JSON language service VS Code itself
// uses reads site.json's $schema, flags mistakes and shows Korean hover text.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';
import { getLanguageService, TextDocument, type Hover } from 'vscode-json-languageservice';
import { describe, expect, it } from 'vitest';

const siteFile = resolve('site.json');
const siteText = readFileSync(siteFile, 'utf8');

const service = getLanguageService({
  schemaRequestService: async (uri) => readFileSync(new URL(uri), 'utf8'),
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
service.configure({ validate: true, allowComments: false });

function open(text: string) {
  const document = TextDocument.create(pathToFileURL(siteFile).href, 'json', 1, text);
  return { document, json: service.parseJSONDocument(document) };
}

const hoverText = (hover: Hover | null): string => {
  if (!hover) return '';
  const contents = Array.isArray(hover.contents) ? hover.contents : [hover.contents];
  return contents.map((part) => (typeof part === 'string' ? part : part.value)).join('\n');
};

/** Every property key in the document with its path, one per distinct schema location (array items collapse). */
function propertyKeys(root: Node): { path: string; offset: number }[] {
  const seen = new Map<string, number>();
  const walk = (node: Node, path: string) => {
    if (node.type === 'object') {
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? [];
        if (!key || !value) continue;
        const keyPath = `${path}/${String(key.value)}`;
        if (!seen.has(keyPath)) seen.set(keyPath, key.offset + 1);
        walk(value, keyPath);
      }
    } else if (node.type === 'array') {
      // Items of different node types have different properties, so keep the type in the path.
      for (const item of node.children ?? []) {
        const type = item.type === 'object' ? findNodeAtLocation(item, ['type'])?.value : undefined;
        walk(item, `${path}/*${type ? `(${String(type)})` : ''}`);
      }
    }
  };
  walk(root, '');
  return [...seen].map(([path, offset]) => ({ path, offset }));
}

type Schema = { [keyword: string]: unknown };
const schema = JSON.parse(readFileSync(resolve('schema/site.schema.json'), 'utf8')) as Schema;
const definitions = schema.$defs as Record<string, Schema>;

function* propertySchemas(node: unknown, path = ''): Generator<{ path: string; schema: Schema }> {
  if (Array.isArray(node)) {
    for (const item of node) yield* propertySchemas(item, path);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === 'properties' || keyword === '$defs') {
      for (const [name, child] of Object.entries(value as Record<string, Schema>)) {
        if (keyword === 'properties') yield { path: `${path}/${name}`, schema: child };
        yield* propertySchemas(child, `${path}/${name}`);
      }
    } else yield* propertySchemas(value, path);
  }
}

describe('the schema, as VS Code shows it', () => {
  it('describes every property in Korean, beside it or on the definition it references', () => {
    const undescribed = [...propertySchemas(schema)]
      .filter(({ schema: property }) => {
        const referenced =
          typeof property.$ref === 'string' ? definitions[property.$ref.split('/').pop() ?? ''] : undefined;
        const description = property.description ?? referenced?.description;
        return typeof description !== 'string' || !/[가-힣]/.test(description);
      })
      .map(({ path }) => path);
    expect(undescribed).toEqual([]);
  });

  it('keeps descriptions written beside a $ref visible: the referenced definition has none to replace them', () => {
    const hidden = [...propertySchemas(schema)]
      .filter(({ schema: property }) => typeof property.$ref === 'string' && typeof property.description === 'string')
      .filter(
        ({ schema: property }) => definitions[String(property.$ref).split('/').pop() ?? '']?.description !== undefined,
      )
      .map(({ path, schema: property }) => `${path} → ${String(property.$ref)}`);
    expect(hidden).toEqual([]);
  });
});

describe('site.json in VS Code', () => {
  it('has no problems', async () => {
    const { document, json } = open(siteText);
    const diagnostics = await service.doValidation(document, json);
    expect(diagnostics.map((diagnostic) => `${diagnostic.range.start.line + 1}: ${diagnostic.message}`)).toEqual([]);
  });

  it('flags an unknown property and a wrong node type', async () => {
    const broken = siteText
      .replace('"subtitle":', '"subtitel":')
      .replace('"type": "categoryPage"', '"type": "categoryPag"');
    const { document, json } = open(broken);
    const messages = (await service.doValidation(document, json)).map((diagnostic) => diagnostic.message);
    expect(messages.some((message) => String(message).includes('subtitel'))).toBe(true);
    expect(messages.some((message) => String(message).includes('categoryPage'))).toBe(true);
  });

  it('shows a Korean description on hover for every property in site.json', async () => {
    const { document, json } = open(siteText);
    const root = parseTree(siteText);
    if (!root) throw new Error('site.json did not parse');
    const missing: string[] = [];
    for (const { path, offset } of propertyKeys(root)) {
      if (path === '/$schema') continue;
      const text = hoverText(await service.doHover(document, document.positionAt(offset), json));
      if (!/[가-힣]/.test(text)) missing.push(path);
    }
    expect(missing).toEqual([]);
  });
});
