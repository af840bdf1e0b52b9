import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../../../../src/siteBuild/paths';
import { editorTools } from '../../../../src/devServer/editor-tools';
import { afterAll, beforeAll, vi } from 'vitest';
import { startEditor, type RunningEditor } from '../../../../src/editor/app/api/startEditor';

/** Bundling the page and the renderer takes seconds, more on a machine busy with other tests. */
export const startupTimeout = 120_000;
/** For a test of several requests, git runs or image encodes: seconds when two cores are shared with other test runs. */
export const busyMachineTimeout = 60_000;

export const editorFixture = join(projectRoot, 'tests/fixtures/editor-site');

export interface TestEditor extends RunningEditor {
  /** The temporary copy of tests/fixtures/editor-site the editor works on. */
  dir: string;
  manifest: string;
  publicDir: string;
  /** A request as the editor's own page makes it: its Origin, JSON in and out. */
  api(method: string, path: string, body?: unknown): Promise<Response>;
  errors: unknown[];
}

export interface TestEditorOptions {
  /** 'stand-in' (default): a page of a few lines, so server tests do not wait on the real one; 'real': src/editor/app/main.tsx. */
  page?: 'stand-in' | 'real';
}

/** The editor on a free loopback port, on a temporary copy of the fixture project. */
export async function startTestEditor({ page = 'stand-in' }: TestEditorOptions = {}): Promise<TestEditor> {
  const dir = await mkdtemp(join(tmpdir(), 'editor-test-'));
  await cp(editorFixture, dir, { recursive: true });
  const manifest = join(dir, 'site.json');
  const publicDir = join(dir, 'public');
  const errors: unknown[] = [];
  const editor = await startEditor({
    manifest,
    public: publicDir,
    port: 0,
    root: projectRoot,
    tools: editorTools,
    clientEntry: page === 'stand-in' ? join(dir, 'client/main.ts') : undefined,
    logError: (error) => errors.push(error),
  });
  const api = (method: string, path: string, body?: unknown) =>
    fetch(editor.url + path, {
      method,
      headers: { Origin: editor.url, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    ...editor,
    dir,
    manifest,
    publicDir,
    api,
    errors,
    async close() {
      await editor.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * One editor for the whole test file, started before its tests and closed after
 * them, with the time a busy machine needs; the getter gives it to the tests.
 */
export function useTestEditor(options?: TestEditorOptions): () => TestEditor {
  vi.setConfig({ testTimeout: busyMachineTimeout });
  let editor: TestEditor | undefined;
  beforeAll(async () => {
    editor = await startTestEditor(options);
  }, startupTimeout);
  afterAll(() => editor?.close());
  return () => {
    if (!editor) throw new Error('The test editor has not started.');
    return editor;
  };
}
