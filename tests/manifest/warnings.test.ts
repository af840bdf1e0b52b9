import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatWarning, validateManifestText } from '../../src/manifest';
import { edited, FIXTURE_PUBLIC } from './manifestFixture';
import { runScript } from '../helpers/runScript';

const consoleMode = () => edited('"mode": "api"', '"mode": "console"');

describe('warnings', () => {
  it('a form that sends inquiries nowhere is valid but warned about, at its line', async () => {
    const text = consoleMode();
    const result = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const line = text.split('\n').findIndex((row) => row.includes('"mode": "console"')) + 1;
    expect(result.warnings.map((warning) => formatWarning(warning, 'site.json'))).toEqual([
      expect.stringMatching(
        new RegExp(`^경고: site\\.json:${line}:\\d+  .*아무 데도 보내지 않습니다[\\s\\S]*"mode": "api"`),
      ),
    ]);
  });

  it('no warning for the delivery modes that reach the lab', async () => {
    const result = await validateManifestText(
      edited('"mode": "api"', '"mode": "mailto", "address": "lab@example.com"'),
      'site.json',
      { publicDir: FIXTURE_PUBLIC },
    );
    expect(result).toMatchObject({ ok: true, warnings: [] });
  });

  it('two tabs of one tab bar that read the same, at the second tab', async () => {
    const text = edited(
      '              "xps",\n              "ftir"',
      '              "xps",\n              { "instrument": "ftir", "label": "XPS" }',
    );
    const result = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const line = text.split('\n').findIndex((row) => row.includes('"label": "XPS" }')) + 1;
    expect(result.warnings.map((warning) => formatWarning(warning, 'site.json'))).toEqual([
      `경고: site.json:${line}:15  분석장비 › 표면분석 › 장비 탭 › XPS: 이 탭 목록의 1번째와 2번째 탭이 모두 'XPS'(으)로 보입니다. 방문자는 두 탭을 구별할 수 없습니다.\n` +
        `  → 한쪽 탭을 { "instrument": "ftir", "label": "XPS (다른 이름)" }처럼 써서 이 탭에만 다른 이름을 주거나, instruments에서 장비의 label을 바꾸세요.  (/routes/2/page/sections/0/instruments/1)`,
    ]);
  });

  it('tabs that read differently, and the same label in two different tab bars, are no warning', async () => {
    const result = await validateManifestText(
      edited(
        '              "xps",\n              "ftir"',
        '              "xps",\n              { "instrument": "ftir", "label": "FT-IR 현미경" }',
      ),
      'site.json',
      { publicDir: FIXTURE_PUBLIC },
    );
    expect(result).toMatchObject({ ok: true, warnings: [] });
  });

  it('an instrument on no page is warned about at its entry, in Korean and English', async () => {
    const text = edited('              "xps",\n              "ftir"', '              "ftir"');
    const line = text.split('\n').findIndex((row) => row.includes('"id": "xps"')) - 1 + 1;
    for (const [lang, words] of [
      ['ko', `경고: site.json:${line}:5  장비 목록 › XPS: 장비 'xps'은(는) 어느 페이지에도 보이지 않습니다.`],
      ['en', `warning: site.json:${line}:5  instruments › XPS: Instrument 'xps' is shown on no page`],
    ] as const) {
      const result = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC, lang });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.warnings.map((warning) => warning.code)).toEqual(['unshown-instrument']);
      expect(formatWarning(result.warnings[0]!, 'site.json', lang)).toContain(words);
      expect(result.warnings[0]).toMatchObject({ pointer: '/instruments/0', line, column: 5 });
    }
  });

  it('an instrument shown only by a case on a page is shown; a case on no page is warned about, and so is what only it shows', async () => {
    const shownByCase = edited('              "xps",\n              "ftir"', '              "xps"');
    expect(await validateManifestText(shownByCase, 'site.json', { publicDir: FIXTURE_PUBLIC })).toMatchObject({
      ok: true,
      warnings: [],
    });
    const newCase = `,\n    { "id": "corrosion", "title": "부식", "body": ["부식을 봅니다."], "image": { "src": "/images/cases/foreign-matter.svg", "alt": "부식", "width": 320, "height": 240 }, "instruments": ["ftir"] }\n  ]\n}`;
    const text = edited(/\n {2}\]\n\}\s*$/, newCase, shownByCase);
    const result = await validateManifestText(text, 'site.json', { publicDir: FIXTURE_PUBLIC });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.warnings.map((warning) => [warning.code, warning.pointer])).toEqual([['unshown-case', '/cases/1']]);
    const line = text.split('\n').findIndex((row) => row.includes('"id": "corrosion"')) + 1;
    expect(formatWarning(result.warnings[0]!, 'site.json')).toContain(
      `경고: site.json:${line}:5  분석 사례 › 부식: 분석 사례 'corrosion'은(는) 어느 페이지에도 보이지 않습니다.`,
    );
    const caseOnly = edited(
      '"instruments": [\n        "ftir"\n      ]',
      '"instruments": [\n        "xps"\n      ]',
      text,
    );
    const both = await validateManifestText(caseOnly, 'site.json', { publicDir: FIXTURE_PUBLIC });
    expect(both.ok && both.warnings.map((warning) => [warning.code, warning.pointer])).toEqual([
      ['unshown-instrument', '/instruments/1'],
      ['unshown-case', '/cases/1'],
    ]);
  });

  it('npm run validate prints the warning and still exits 0', { timeout: 60_000 }, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'warn-'));
    try {
      const file = join(dir, 'site.json');
      await writeFile(file, consoleMode());
      const run = await runScript('scripts/validate.ts', [file, '--public', resolve(FIXTURE_PUBLIC)]);
      expect(run.code).toBe(0);
      expect(run.stderr).toContain('경고: ');
      expect(run.stderr).toContain('console');
      expect(run.stdout).toContain('문제가 없습니다');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
