import { afterEach, beforeEach, expect, it, vi } from 'vitest';

const present = new Set<string>();
const commandResults = new Map<string, { status: number; installs?: string }>();
let uid = 0;

vi.mock('node:fs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:fs')>()),
  existsSync: (path: string) => present.has(path),
}));
vi.mock('node:child_process', () => ({
  spawnSync: (command: string) => {
    const result = commandResults.get(command) ?? { status: 1 };
    if (result.installs) present.add(result.installs);
    return { status: result.status };
  },
}));
vi.mock('playwright-core', () => ({ chromium: { executablePath: () => '/root/.cache/ms-playwright/chrome' } }));

const { ensureChromium, findChromium } = await import('../../scripts/ensure-chromium');

const apt = 'apt-get update && apt-get install -y chromium';
const playwright = 'npx playwright-core install chromium';

beforeEach(() => {
  present.clear();
  commandResults.clear();
  vi.stubEnv('CHROME_PATH', '');
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  uid = 0;
  vi.spyOn(process, 'getuid').mockImplementation(() => uid);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

it('prefers CHROME_PATH, then Debian’s chromium, then Playwright’s download', () => {
  present.add('/root/.cache/ms-playwright/chrome');
  expect(findChromium()).toBe('/root/.cache/ms-playwright/chrome');
  present.add('/usr/bin/chromium');
  expect(findChromium()).toBe('/usr/bin/chromium');
  present.add('/opt/chrome');
  vi.stubEnv('CHROME_PATH', '/opt/chrome');
  expect(findChromium()).toBe('/opt/chrome');
});

it('installs with apt as root on Debian', () => {
  present.add('/etc/debian_version').add('/usr/bin/apt-get');
  commandResults.set(apt, { status: 0, installs: '/usr/bin/chromium' });
  expect(ensureChromium()).toBe('/usr/bin/chromium');
});

it('falls back to Playwright’s download when apt fails or is not available', () => {
  present.add('/etc/debian_version').add('/usr/bin/apt-get');
  commandResults.set(playwright, { status: 0, installs: '/root/.cache/ms-playwright/chrome' });
  expect(ensureChromium()).toBe('/root/.cache/ms-playwright/chrome');

  present.delete('/root/.cache/ms-playwright/chrome');
  uid = 1000;
  expect(ensureChromium()).toBe('/root/.cache/ms-playwright/chrome');
});

it('stops with a Korean and English message naming the command when nothing works', () => {
  uid = 1000;
  expect(() => ensureChromium()).toThrow(
    /Chromium을 찾지도 설치하지도 못했습니다[\s\S]*Could not find or install Chromium[\s\S]*npx playwright-core install chromium/,
  );
});
