import { vi } from 'vitest';
import type { DocumentAnswer, PublicImage } from '../../../src/editor/shared/apiContract';
import type { EditorApi } from '../../../src/editor/app/editorApi';
import type { ManifestProblem } from '../../../src/manifest/ManifestProblem';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Problems like the server's, for an instrument with an empty or no Korean name (a required field). */
function emptyNames(manifest: unknown): ManifestProblem[] {
  const instruments = (manifest as { instruments: { korName?: unknown }[] }).instruments;
  return instruments.flatMap((instrument, index) =>
    !instrument.korName
      ? [
          {
            code: 'too-short' as const,
            pointer: `/instruments/${index}/korName`,
            line: 1,
            column: 1,
            path: `장비 목록 › ${index + 1} › 장비 이름`,
            message: '장비 이름이 비어 있습니다.',
            hint: '장비 이름을 적으세요.',
          },
        ]
      : [],
  );
}

/** Problems like the server's: a primary colour that is not #rrggbb, and an empty instrument name (the rules the fake checks). */
function problemsOf(manifest: unknown): ManifestProblem[] {
  const primary = (manifest as { theme: { colors: { primary: string } } }).theme.colors.primary;
  if (HEX.test(primary)) return emptyNames(manifest);
  return [
    ...emptyNames(manifest),
    {
      code: 'pattern',
      pointer: '/theme/colors/primary',
      line: 1,
      column: 1,
      path: '테마 › 색상 › 주 색상',
      message: `주 색상은 #과 16진수 6자리로 씁니다. 적힌 값: "${primary}"`,
      hint: '예: "#0b2545"',
    },
  ];
}

const textOf = (manifest: unknown) => `${JSON.stringify(manifest, null, 2)}\n`;

/**
 * The editor's server in memory, answering as src/editor/shared/apiContract.ts says: a file
 * (the rich fixture) with a version, saves that check the version, previews
 * that count the drafts they took. Tests change `disk` to play someone editing elsewhere.
 */
/** Where the fake says the preview frame is served. */
export const previewOrigin = 'http://127.0.0.1:4175';

export function fakeEditorApi() {
  const disk = { manifest: richManifest() as unknown, version: 'v1' };
  const images: PublicImage[] = [{ src: '/images/instruments/xps.svg', width: 320, height: 240, bytes: 1000 }];
  const documentAnswer = (): DocumentAnswer => ({
    text: textOf(disk.manifest),
    manifest: disk.manifest as DocumentAnswer['manifest'],
    version: disk.version,
    problems: [],
    fileName: 'site.json',
  });
  let saves = 0;
  let previews = 0;
  const api = {
    document: vi.fn(async () => documentAnswer()),
    version: vi.fn(async () => ({ version: disk.version })),
    validate: vi.fn(async (manifest: unknown) => ({ problems: problemsOf(manifest), warnings: [] })),
    preview: vi.fn<EditorApi['preview']>(async (manifest: unknown) =>
      problemsOf(manifest).length > 0
        ? { status: 'invalid' }
        : { status: 'drawn', answer: { frame: previewOrigin, version: (previews += 1) } },
    ),
    save: vi.fn<EditorApi['save']>(async (manifest: unknown, baseVersion: string) => {
      if (baseVersion !== disk.version)
        return {
          status: 'conflict' as const,
          answer: {
            code: 'changed-on-disk' as const,
            message: '저장하지 않았습니다. 다른 곳에서 site.json이 바뀌었습니다.',
            text: textOf(disk.manifest),
            version: disk.version,
          },
        };
      disk.manifest = JSON.parse(JSON.stringify(manifest));
      disk.version = `v${++saves + 1}`;
      return { status: 'saved' as const, answer: { version: disk.version, changed: true } };
    }),
    images: vi.fn(async () => images),
    upload: vi.fn(async (file: File) => ({
      ok: true as const,
      answer: { src: `/images/${file.name}`, width: 800, height: 600, bytes: file.size },
    })),
    publishStatus: vi.fn(async () => ({
      available: true,
      remote: false,
      pending: ['site.json'],
      changes: ['장비 수정 XPS'],
      unpushed: 0,
    })),
    publish: vi.fn<EditorApi['publish']>(async () => ({
      ok: true as const,
      answer: {
        commit: 'abcdef1234567',
        commitMessage: 'site.json: 장비 수정 XPS',
        pushed: false,
        message:
          '이 컴퓨터에만 게시 기록을 남겼습니다. 사이트 파일의 공용 사본이 설정되어 있지 않아 사이트에는 반영되지 않습니다.',
      },
    })),
  } satisfies EditorApi;
  return { api, disk };
}
