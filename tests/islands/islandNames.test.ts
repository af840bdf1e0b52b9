import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentType } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { islandNames } from '../../src/islands/islandNames';

// Every defineIsland call, recorded as the modules that make islands are imported.
const defined = vi.hoisted(() => [] as { name: string; Component: unknown }[]);
vi.mock('../../src/islands/defineIsland', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/islands/defineIsland')>();
  return {
    ...original,
    defineIsland: (name: Parameters<typeof original.defineIsland>[0], Component: ComponentType<object>) => {
      defined.push({ name, Component });
      return original.defineIsland(name, Component);
    },
  };
});

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
/** The source files that call defineIsland, found by their text so a new one cannot be missed. */
const islandMakers = (readdirSync(src, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('islands/'))
  .filter((file) => readFileSync(join(src, file), 'utf8').includes('defineIsland('));

beforeAll(async () => {
  for (const file of islandMakers) await import(/* @vite-ignore */ `../../src/${file.replace(/\.tsx?$/, '')}`);
});

it('defines each island once, under a name the browser can load', () => {
  expect(defined.map(({ name }) => name).sort()).toEqual([...islandNames].sort());
});

it.each(islandNames)('loads in the browser the very component the %s island prerenders', async (name) => {
  const { default: loaded } = (await import(`../../src/islands/components/${name}.tsx`)) as { default: unknown };
  const wrapped = defined.find((island) => island.name === name)?.Component;
  expect(wrapped).toBeDefined();
  expect(loaded).toBe(wrapped);
});
