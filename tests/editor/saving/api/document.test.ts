import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type {
  ConflictAnswer,
  DocumentAnswer,
  ErrorAnswer,
  SaveAnswer,
  ValidateAnswer,
  VersionAnswer,
} from '../../../../src/editor/shared/apiContract';
import { useTestEditor } from '../../app/api/editorServer';

const editor = useTestEditor();

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const onDisk = () => readFile(editor().manifest);
const load = async () => (await (await editor().api('GET', '/api/document')).json()) as DocumentAnswer;
/** Files in the manifest's folder other than the project's own: what a write could have left behind. */
const strayFiles = async () =>
  (await readdir(editor().dir)).filter((name) => !['site.json', 'public', 'client'].includes(name));

describe('the page', () => {
  it('is an HTML shell in Korean that loads the bundled editor and its stylesheet', async () => {
    const response = await fetch(`${editor().url}/`);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<title>사이트 편집기</title>');
    expect(html).toContain('<div id="editor-root"></div>');
    expect(html).toContain('<script type="module" src="/editor.js"></script>');
    const stylesheet = /<link rel="stylesheet" href="([^"]+)">/.exec(html)?.[1];
    expect(stylesheet).toBeDefined();
    const script = await fetch(`${editor().url}/editor.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('시험용 편집기');
    const css = await fetch(editor().url + stylesheet);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect(await css.text()).toContain('#editor-root');
  });

  it('answers unknown API paths with a Korean refusal', async () => {
    const response = await editor().api('GET', '/api/nothing');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorAnswer).code).toBe('not-found');
  });
});

describe('GET /api/document', () => {
  it('gives the file, its version and its problems', async () => {
    const bytes = await onDisk();
    const answer = await load();
    expect(answer.text).toBe(bytes.toString('utf8'));
    expect(answer.manifest).toEqual(JSON.parse(bytes.toString('utf8')));
    expect(answer.version).toBe(sha256(bytes));
    expect(answer.problems).toEqual([]);
    expect(answer.fileName).toBe('site.json');
    const version = (await (await editor().api('GET', '/api/document/version')).json()) as VersionAnswer;
    expect(version.version).toBe(answer.version);
  });
});

describe('POST /api/validate', () => {
  it('finds nothing wrong with the file as it is', async () => {
    const { manifest } = await load();
    const answer = (await (await editor().api('POST', '/api/validate', { manifest })).json()) as ValidateAnswer;
    expect(answer.problems).toEqual([]);
  });

  it('reports an invalid colour as npm run validate does, at its line in the text a save would write', async () => {
    const { manifest, text } = await load();
    const draft = structuredClone(manifest!);
    const colour = Object.keys(draft.theme.colors)[0]! as keyof typeof draft.theme.colors;
    draft.theme.colors[colour] = '빨강';
    const answer = (await (await editor().api('POST', '/api/validate', { manifest: draft })).json()) as ValidateAnswer;
    expect(answer.problems).toHaveLength(1);
    const [problem] = answer.problems;
    expect(problem!.pointer).toBe(`/theme/colors/${colour}`);
    expect(problem!.message).toMatch(/[가-힣]/);
    // Only the value changed, so the draft's text has it on the same line as the file.
    const line = text.split('\n').findIndex((candidate) => candidate.includes(`"${colour}":`)) + 1;
    expect(problem!.line).toBe(line);
  });

  it('refuses a body without a manifest', async () => {
    const response = await editor().api('POST', '/api/validate', { draft: {} });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorAnswer).code).toBe('bad-request');
  });
});

describe('PUT /api/document', () => {
  it('writes nothing for a draft equal to the file', async () => {
    const before = await onDisk();
    const { manifest, version } = await load();
    const response = await editor().api('PUT', '/api/document', { manifest, baseVersion: version });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ version, changed: false } satisfies SaveAnswer);
    expect((await onDisk()).equals(before)).toBe(true);
  });

  it('saves one changed value as a one-line change, atomically, and answers the new version', async () => {
    const before = (await onDisk()).toString('utf8');
    const { manifest, version } = await load();
    const draft = structuredClone(manifest!);
    draft.company.phone = '042-999-1234';
    const response = await editor().api('PUT', '/api/document', { manifest: draft, baseVersion: version });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as SaveAnswer;
    const after = await onDisk();
    expect(answer).toEqual({ version: sha256(after), changed: true });
    const changed = after
      .toString('utf8')
      .split('\n')
      .filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toEqual(['    "phone": "042-999-1234",']);
    expect(after.toString('utf8').split('\n')).toHaveLength(before.split('\n').length);
    expect(await strayFiles()).toEqual([]);
  });

  it('refuses a draft older than the file on disk with 409 and what is there now, writing nothing', async () => {
    const { manifest, version } = await load();
    const elsewhere = (await onDisk()).toString('utf8').replace('"042-999-1234"', '"042-555-0000"');
    await writeFile(editor().manifest, elsewhere);
    const draft = structuredClone(manifest!);
    draft.company.email = 'new@example.co.kr';
    const response = await editor().api('PUT', '/api/document', { manifest: draft, baseVersion: version });
    expect(response.status).toBe(409);
    const answer = (await response.json()) as ConflictAnswer;
    expect(answer).toEqual({
      code: 'changed-on-disk',
      message: expect.stringContaining('site.json'),
      hint: '다시 불러오거나 차이를 확인하세요.',
      text: elsewhere,
      version: sha256(Buffer.from(elsewhere)),
    });
    expect((await onDisk()).toString('utf8')).toBe(elsewhere);
  });

  it('refuses an invalid draft with 422 and its problems, writing nothing and leaving no temporary file', async () => {
    const before = await onDisk();
    const { manifest, version } = await load();
    const draft = structuredClone(manifest!);
    draft.instruments!.push({ ...draft.instruments![0]!, label: '사본' });
    const response = await editor().api('PUT', '/api/document', { manifest: draft, baseVersion: version });
    expect(response.status).toBe(422);
    const answer = (await response.json()) as ValidateAnswer;
    expect(answer.problems.length).toBeGreaterThan(0);
    expect(
      answer.problems.some((problem) => problem.pointer.startsWith(`/instruments/${draft.instruments!.length - 1}`)),
    ).toBe(true);
    expect((await onDisk()).equals(before)).toBe(true);
    expect(await strayFiles()).toEqual([]);
  });

  it('keeps CRLF line endings and a byte-order mark the file had', async () => {
    const crlf = `\uFEFF${(await onDisk()).toString('utf8').replace(/\n/g, '\r\n')}`;
    await writeFile(editor().manifest, crlf);
    const { manifest, version, text } = await load();
    expect(text).toBe(crlf.slice(1));
    const unchanged = await editor().api('PUT', '/api/document', { manifest, baseVersion: version });
    expect(((await unchanged.json()) as SaveAnswer).changed).toBe(false);
    const draft = structuredClone(manifest!);
    draft.company.phone = '042-000-1111';
    expect((await editor().api('PUT', '/api/document', { manifest: draft, baseVersion: version })).status).toBe(200);
    const saved = (await onDisk()).toString('utf8');
    expect(saved.startsWith('\uFEFF')).toBe(true);
    expect(saved.replace(/\r\n/g, '')).not.toContain('\n');
    expect(saved).toBe(crlf.replace(/"phone": "[^"]*"/, '"phone": "042-000-1111"'));
  });
});

describe('a manifest that is gone', () => {
  it('is explained in Korean on load and on save, and nothing is written', async () => {
    const { manifest, version } = await load();
    const kept = await onDisk();
    await rm(editor().manifest);
    try {
      for (const response of [
        await editor().api('GET', '/api/document'),
        await editor().api('PUT', '/api/document', { manifest, baseVersion: version }),
      ]) {
        expect(response.status).toBe(500);
        const answer = (await response.json()) as ErrorAnswer;
        expect(answer.code).toBe('document-unreadable');
        expect(answer.message).toContain('ENOENT');
      }
      expect(await strayFiles()).toEqual([]);
    } finally {
      await writeFile(editor().manifest, kept);
    }
  });
});

describe('public/ and fonts', () => {
  it('serves public/ under the site paths, sandboxed', async () => {
    const response = await fetch(`${editor().url}/images/hero.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect((await fetch(`${editor().url}/images/none.svg`)).status).toBe(404);
  });

  it('serves the fonts the shell names', async () => {
    const html = await (await fetch(`${editor().url}/`)).text();
    const font = /url\((\/assets\/[^)]+\.woff2)\)/.exec(html)?.[1];
    expect(font).toBeDefined();
    const response = await fetch(editor().url + font);
    expect(response.headers.get('content-type')).toBe('font/woff2');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
