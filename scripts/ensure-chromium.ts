// Finds a Chromium for the e2e tests, installing one when there is none (and the
// local fonts the pages first paint with, which the web-font test needs).
// `tsx scripts/ensure-chromium.ts` prints its path (npm test runs this as a step).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Always passed to Chromium: headless, no sandbox (root in CI), nothing that reaches the network on its own. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * What Playwright turns off in every Chromium it launches (playwright-core's chromiumSwitches.ts). Chromium keeps only
 * the last --disable-features of its command line, so a switch of ours must name them again;
 * tests/e2e/chromium-switches.test.ts checks that it does against the one Playwright really passes.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's suggestion popups, which Chromium builds as web pages of its own for every new window, even
 * headless, where no one sees them: each page Playwright opens got two, in a renderer of their own, kept up to date on
 * every navigation. Without them the Chromium suite took 824 core-seconds instead of 1,030.
 */
export const unseenWindowFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** chromiumArgs for a Chromium that Playwright launches, which adds switches of its own. */
export const playwrightChromiumArgs = [
  ...chromiumArgs,
  `--disable-features=${[...playwrightDisabledFeatures, ...unseenWindowFeatures].join(',')}`,
];

const debianChromium = '/usr/bin/chromium';
const installCommands = {
  apt: 'apt-get update && apt-get install -y chromium',
  playwright: 'npx playwright-core install chromium',
};

/** CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own download; null when none exists. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    console.warn(
      `CHROME_PATH가 가리키는 파일이 없습니다: ${fromEnv} (CHROME_PATH points to a missing file; looking elsewhere)`,
    );
  }
  if (existsSync(debianChromium)) return debianChromium;
  const playwrights = chromium.executablePath();
  return existsSync(playwrights) ? playwrights : null;
}

function run(command: string): boolean {
  console.log(`$ ${command}`);
  return spawnSync(command, { shell: true, stdio: 'inherit' }).status === 0;
}

const canUseApt = () => process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');

/** The path of a Chromium to launch; installs one (apt as root on Debian/Ubuntu, else Playwright's) if needed. */
export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  console.log('Chromium이 없어 설치합니다. (Chromium not found; installing it.)');
  const installWith = (command: string) => (run(command) ? findChromium() : null);
  const installed = (canUseApt() ? installWith(installCommands.apt) : null) ?? installWith(installCommands.playwright);
  if (installed) return installed;
  const command = canUseApt() ? installCommands.apt : installCommands.playwright;
  throw new Error(
    [
      'Chromium을 찾지도 설치하지도 못했습니다. 아래 명령으로 직접 설치하거나, 설치된 Chromium의 경로를 CHROME_PATH에 넣고 다시 실행하세요.',
      'Could not find or install Chromium. Install it with the command below, or set CHROME_PATH to an installed Chromium, then run again.',
      `  ${command}`,
    ].join('\n'),
  );
}

const fallbackFonts = {
  families: ['Noto Sans CJK KR', 'Liberation Sans', 'Noto Serif CJK KR', 'Liberation Serif'],
  packages: 'fonts-noto-cjk fonts-liberation',
};

/**
 * The local fonts the pages paint with before Pretendard or Noto Serif KR (src/siteBuild/fallback-faces.ts),
 * which tests/e2e/web-font.test.ts and tests/siteBuild/green-theme.build.test.ts check: installed with apt as root on Debian/Ubuntu when
 * missing; elsewhere that test names the packages.
 */
export function ensureFallbackFonts(): void {
  const listed = spawnSync('fc-list', { encoding: 'utf8' }).stdout ?? '';
  if (fallbackFonts.families.every((family) => listed.includes(family)) || !canUseApt()) return;
  console.log(`${fallbackFonts.families.join(', ')} 글꼴이 없어 설치합니다. (Installing the fallback fonts.)`);
  run(`apt-get update && apt-get install -y ${fallbackFonts.packages}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`Chromium: ${ensureChromium()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
