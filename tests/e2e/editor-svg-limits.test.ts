// An SVG bomb uploaded to the real editor process (`npm run edit`): 5,000 nested <g> (35 KB) held it for half a
// minute and ended in a 500 while every other request waited. It is refused at once, and the editor goes on answering.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ErrorAnswer } from '../../src/editor/shared/apiContract';
import { svgLimits } from '../../src/svg/svgShape';
import { nestedGroups } from '../svg/payloads';
import { startEditorProcess, type EditorProcess } from './helpers/editor-process';

let editor: EditorProcess;

beforeAll(async () => {
  editor = await startEditorProcess();
});
afterAll(async () => {
  await editor?.stop();
});

/** A request and how long its answer took, in milliseconds. */
async function timed<T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await request();
  return { answer, ms: Math.round(performance.now() - started) };
}

it('refuses 5,000 nested <g> with a Korean message naming the file, stores nothing, and answers a request sent beside it', async () => {
  const before = (await readdir(editor.publicDir, { recursive: true })).sort();
  const form = new FormData();
  form.append('file', new Blob([nestedGroups(5000)]), '깊은 그림.svg');
  const [upload, beside] = await Promise.all([
    timed(async () => {
      const response = await fetch(`${editor.url}/api/images`, {
        method: 'POST',
        body: form,
        headers: { Origin: editor.url },
      });
      return { status: response.status, body: (await response.json()) as ErrorAnswer };
    }),
    timed(async () => (await fetch(`${editor.url}/api/images`)).status),
  ]);
  console.log(`SVG bomb refused in ${upload.ms} ms; the request beside it answered in ${beside.ms} ms`);
  expect(upload.answer.status).toBe(422);
  expect(upload.answer.body.code).toBe('svg-too-complex');
  expect(upload.answer.body.message).toBe(
    `깊은 그림.svg은(는) 요소가 ${svgLimits.maxDepth}단계보다 깊이 겹쳐 있어 받지 않습니다. 이렇게 깊은 그림은 정리하는 데 몇 분이 걸려 그동안 다른 일을 할 수 없습니다.`,
  );
  expect(upload.answer.body.hint).toBe(
    '그림을 만든 프로그램에서 그룹을 풀거나(그룹 해제) 도형을 합쳐 단순하게 한 뒤 다시 저장해 보세요.',
  );
  expect(beside.answer).toBe(200);
  expect((await readdir(editor.publicDir, { recursive: true })).sort()).toEqual(before);
  // The editor still cleans and stores an ordinary SVG after it.
  const ordinary = new FormData();
  ordinary.append(
    'file',
    new Blob(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4"/></svg>']),
    'plain.svg',
  );
  expect(
    (await fetch(`${editor.url}/api/images`, { method: 'POST', body: ordinary, headers: { Origin: editor.url } }))
      .status,
  ).toBe(201);
});
