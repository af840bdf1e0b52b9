// The Node versions the project runs on are written in package.json's engines; the README and the
// deploy guide say the same range, so a contractor reading either installs a Node that works.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../src/siteBuild/paths';

const read = (file: string) => readFileSync(join(projectRoot, file), 'utf8');

it('states the Node range of package.json in the README and the deploy guide', () => {
  const { engines } = JSON.parse(read('package.json')) as { engines: { node: string } };
  const [, lowest, below] = /^>=(\d+\.\d+) <(\d+)$/.exec(engines.node) ?? [];
  expect(lowest && below).toBeTruthy();
  expect(read('README.md')).toContain(`Node ${lowest} 이상(${below} 미만)`);
  expect(read('docs/deploy.md')).toContain(`Node.js ${lowest} 이상, ${below} 미만`);
  // No other range anywhere in the two documents.
  for (const file of ['README.md', 'docs/deploy.md'])
    expect(
      read(file)
        .match(/\d+ 미만/g)
        ?.every((text) => text === `${below} 미만`),
      file,
    ).toBe(true);
});
