import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblem, validateManifestFile } from '../../src/manifest';
import { edited, FIXTURE_PUBLIC, validText } from './manifestFixture';
import { runScript } from '../helpers/runScript';

const dir = mkdtempSync(join(tmpdir(), 'manifest-encoding-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SAVE_KO =
  '메모장: 파일 → 다른 이름으로 저장 → 인코딩: UTF-8 → 저장. VS Code: 오른쪽 아래의 인코딩 표시를 누르고 → 인코딩하여 저장 → UTF-8.';

function write(name: string, bytes: Uint8Array): string {
  const file = join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** The report for these bytes saved as site.json, and whether the run counted it as unreadable. */
async function reportForBytes(bytes: Uint8Array): Promise<{ ok: boolean; lines: string[] }> {
  const file = write('site.json', bytes);
  const result = await validateManifestFile(file, { publicDir: FIXTURE_PUBLIC });
  return {
    ok: result.ok,
    lines: result.problems.flatMap((problem) => formatProblem(problem, 'site.json').split('\n')),
  };
}

/** The text as UTF-16; Node writes little-endian, big-endian swaps each pair. */
function utf16(text: string, byteOrder: 'LE' | 'BE', bom: boolean): Uint8Array {
  const bytes = Buffer.from((bom ? '\uFEFF' : '') + text, 'utf16le');
  return byteOrder === 'LE' ? bytes : bytes.swap16();
}

/** EUC-KR bytes of the few Hangul syllables used below (Node cannot encode EUC-KR by itself). */
const EUC_KR: Record<string, number[]> = {
  테: [0xc5, 0xd7],
  스: [0xbd, 0xba],
  트: [0xc6, 0xae],
  연: [0xbf, 0xac],
  구: [0xb1, 0xb8],
  소: [0xbc, 0xd2],
};
function eucKr(text: string): Uint8Array {
  return Uint8Array.from([...text].flatMap((char) => EUC_KR[char] ?? [...Buffer.from(char, 'latin1')]));
}

/** The valid fixture with its only Korean text '테스트연구소', the rest made ASCII, so that it can be written as EUC-KR here. */
const fewKorean = validText.replace(/\P{ASCII}+/gu, (korean) => (korean === '테스트연구소' ? korean : 'x'));

describe('a manifest not saved as UTF-8 is refused, naming the encoding and how to save as UTF-8', () => {
  it('accepts UTF-8 with a byte-order mark, as Notepad saves it', async () => {
    expect(await reportForBytes(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(validText)]))).toEqual({
      ok: true,
      lines: [],
    });
  });

  it('keeps a U+FFFD that is written in the file', async () => {
    const result = await reportForBytes(
      Buffer.from(edited('"label": "테스트연구소"', '"label": "테스트연구소 \uFFFD"')),
    );
    expect(result).toEqual({ ok: true, lines: [] });
  });

  it.each([
    ['LE', true],
    ['LE', false],
    ['BE', true],
    ['BE', false],
  ] as const)('refuses UTF-16 %s (byte-order mark: %s) at 1:1', async (byteOrder, bom) => {
    expect(await reportForBytes(utf16(validText, byteOrder, bom))).toEqual({
      ok: false,
      lines: [
        `site.json:1:1  파일이 UTF-16(메모장의 'UTF-16 ${byteOrder}')으로 저장되어 있습니다. site.json은 UTF-8로 저장해야 합니다.`,
        `  → UTF-8로 다시 저장하세요. ${SAVE_KO}`,
      ],
    });
  });

  it('refuses UTF-16 without a byte-order mark whose first character is Korean', async () => {
    const { lines } = await reportForBytes(utf16(`가${validText}`, 'LE', false));
    expect(lines[0]).toBe(
      "site.json:1:1  파일이 UTF-16(메모장의 'UTF-16 LE')으로 저장되어 있습니다. site.json은 UTF-8로 저장해야 합니다.",
    );
  });

  it("refuses EUC-KR (Notepad's 'ANSI') at its first Korean character instead of publishing mojibake", async () => {
    const bytes = eucKr(fewKorean);
    expect(new TextDecoder('euc-kr').decode(bytes)).toBe(fewKorean);
    expect(await reportForBytes(bytes)).toEqual({
      ok: false,
      lines: [
        "site.json:4:14  파일이 UTF-8이 아니라 EUC-KR(CP949, 메모장의 'ANSI')로 저장되어 있습니다. 이대로 게시하면 한글이 깨집니다.",
        `  → UTF-8로 다시 저장하세요. ${SAVE_KO}`,
      ],
    });
  });

  it('refuses a broken byte in UTF-8 at its line and column', async () => {
    const [before, after] = edited('"label": "테스트연구소"', '"label": "테스트\u0000연구소"').split('\u0000') as [
      string,
      string,
    ];
    const bytes = Buffer.concat([Buffer.from(before), Buffer.from([0xc3, 0x28]), Buffer.from(after)]);
    expect(await reportForBytes(bytes)).toEqual({
      ok: false,
      lines: [
        'site.json:45:18  UTF-8로 읽을 수 없는 바이트(0xC3)가 있습니다. 이 자리의 글자가 깨져 있습니다.',
        `  → 이 자리의 글자를 지우고 다시 입력한 뒤 UTF-8로 저장하세요. ${SAVE_KO}`,
      ],
    });
  });

  it('docs/editing.md quotes these reports as they are printed', async () => {
    const guide = readFileSync('docs/editing.md', 'utf8');
    const reports = [await reportForBytes(eucKr(fewKorean)), await reportForBytes(utf16(validText, 'LE', true))];
    for (const line of reports.flatMap((report) => report.lines)) expect(guide).toContain(line);
  });

  it('the build refuses an EUC-KR manifest and writes nothing', { timeout: 120_000 }, async () => {
    const manifest = write('build-site.json', eucKr(fewKorean));
    const out = join(dir, 'out');
    const run = await runScript('build.mjs', ['--manifest', manifest, '--out', out, '--public', FIXTURE_PUBLIC]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain("EUC-KR(CP949, 메모장의 'ANSI')로 저장되어 있습니다");
    expect(existsSync(out)).toBe(false);
  });
});
