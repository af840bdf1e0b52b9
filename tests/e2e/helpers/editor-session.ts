import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { connectChromium } from './browser';
import { startEditorProcess, type EditorProcess } from './editor-process';

export interface EditorSession {
  editor: EditorProcess;
  browser: Browser;
}

/**
 * The suite's `npm run edit` (on a temporary copy of the fixture) and Chromium, started
 * before its first test and stopped after its last; read them from the object once tests run.
 */
export function editorSession(): EditorSession {
  const session = {} as EditorSession;
  beforeAll(async () => {
    [session.editor, session.browser] = await Promise.all([startEditorProcess(), connectChromium()]);
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.editor?.stop();
  });
  return session;
}
