import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const sourcesIn = (folder: string) =>
  readdirSync(join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(src, folder, file));

describe('node kinds and shared components', () => {
  it('take only props: none reaches into the site through a context', () => {
    const files = [...sourcesIn('kinds'), ...sourcesIn('components')];
    expect(files.length).toBeGreaterThan(20);
    const reaching = files.filter((file) => /useSite\b|SiteContext/.test(readFileSync(file, 'utf8')));
    expect(reaching).toEqual([]);
  });
});
