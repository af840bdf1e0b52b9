// Generates code from the schemas in schema/: the manifest's types, the
// inquiry's types, the inquiry's compiled validator and the form's field constraints.
// Without --write it only checks that the checked-in files are current (used by npm test).
import { readFile, writeFile } from 'node:fs/promises';
import type { JSONSchema } from 'json-schema-to-typescript';
import { inquiryConstraintsSource } from './generate/inquiryConstraints';
import { inquiryValidatorSource } from './generate/inquiryValidator';
import { typesFromSchema } from './generate/types';

const command = 'npm run gen:types';

interface Output {
  schema: string;
  file: string;
  generate(schema: JSONSchema): string | Promise<string>;
}

const outputs: Output[] = [
  {
    schema: 'schema/site.schema.json',
    file: 'src/manifest/site.gen.ts',
    generate: (schema) => typesFromSchema(schema, 'SiteManifest'),
  },
  {
    schema: 'schema/inquiry.schema.json',
    file: 'src/inquiry/inquiry.gen.ts',
    generate: (schema) => typesFromSchema(schema, 'InquiryRequest'),
  },
  {
    schema: 'schema/inquiry.schema.json',
    file: 'src/inquiry/validateInquiry.gen.js',
    generate: inquiryValidatorSource,
  },
  {
    schema: 'schema/inquiry.schema.json',
    file: 'src/inquiry/inquiryConstraints.gen.ts',
    generate: inquiryConstraintsSource,
  },
];

const root = new URL('../', import.meta.url);

async function generate(output: Output): Promise<string> {
  const schema = JSON.parse(await readFile(new URL(output.schema, root), 'utf8')) as JSONSchema;
  const header = `// Generated from ${output.schema} by \`${command}\`. Do not edit by hand.\n`;
  return header + (await output.generate(schema));
}

async function main(): Promise<void> {
  const write = process.argv.includes('--write');
  let stale = 0;
  for (const output of outputs) {
    const generated = await generate(output);
    const target = new URL(output.file, root);
    if (write) {
      await writeFile(target, generated);
      console.log(`${output.file}를 새로 만들었습니다.`);
    } else if ((await readFile(target, 'utf8').catch(() => '')) !== generated) {
      console.error(`${output.file}가 ${output.schema}와 맞지 않습니다. \`${command}\`를 실행해 다시 만드세요.`);
      stale += 1;
    } else {
      console.log(`${output.file}가 최신입니다.`);
    }
  }
  if (stale > 0) process.exit(1);
}

await main();
