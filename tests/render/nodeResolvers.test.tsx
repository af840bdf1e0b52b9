import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const components = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/components');

describe('components', () => {
  it('take only props: none reaches into the site through a context', () => {
    const files = readdirSync(components, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(20);
    const reaching = files.filter((file) => /useSite\b|SiteContext/.test(readFileSync(join(components, file), 'utf8')));
    expect(reaching).toEqual([]);
  });
});
