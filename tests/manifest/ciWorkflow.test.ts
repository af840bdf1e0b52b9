// No YAML parser is installed, so this reads the workflow as text: cheap, but it
// fails when a step goes missing or the order changes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const workflow = readFileSync('.github/workflows/site.yml', 'utf8');
const runs = [...workflow.matchAll(/^\s*-?\s*run: (.+)$/gm)].map((match) => match[1]!.trim());

describe('.github/workflows/site.yml', () => {
  it('runs on every push and pull request', () => {
    expect(workflow).toMatch(/^on:\n {2}push:\n {2}pull_request:\n/m);
  });

  it('sets up Node 20 with the npm cache on Ubuntu', () => {
    expect(workflow).toContain('runs-on: ubuntu-latest');
    expect(workflow).toContain('uses: actions/checkout@v4');
    expect(workflow).toMatch(/uses: actions\/setup-node@v4\n\s+with:\n\s+node-version: 20\n\s+cache: npm\n/);
  });

  it('installs, validates, builds and tests, in that order', () => {
    const commands = runs.filter((command) => command.startsWith('npm '));
    expect(commands).toEqual(['npm ci', 'npm run validate', 'npm run build', 'npm test']);
  });

  it('points CHROME_PATH at the runner’s Chrome before the tests', () => {
    const chrome = runs.findIndex((command) => command.includes('CHROME_PATH=') && command.includes('GITHUB_ENV'));
    expect(chrome).toBeGreaterThanOrEqual(0);
    expect(chrome).toBeLessThan(runs.indexOf('npm test'));
  });
});
