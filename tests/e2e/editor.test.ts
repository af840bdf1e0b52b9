// Issue 10's proof: `npm run edit` driven in Chromium as staff would use it, on a temporary
// copy of tests/fixtures/editor-site/ (never the real site.json). It also takes the
// screenshots of docs/editing.md and prints how fast the editor starts and follows typing.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateManifestText } from '../../src/manifest';
import { docImagePath } from './helpers/screenshots';
import { connectChromium } from './helpers/browser';
import {
  closeEditor,
  form,
  nav,
  openEditor,
  previewOf,
  previewShows,
  problemsStatus,
  save,
  saveButton,
  wait,
} from './helpers/editor-page';
import { startEditorProcess, type EditorProcess } from './helpers/editor-process';
import { buildOrThrow } from './helpers/run-build';
import { axeViolations } from './helpers/axe';

const execFileAsync = promisify(execFile);

let editor: EditorProcess;
let browser: Browser;

interface Instrument {
  id: string;
  label: string;
  korName: string;
  subName: string;
  equips: {
    modelName: string;
    image?: { src: string; alt: string; width: number; height: number };
    specification: string[];
  }[];
}
interface Manifest {
  theme: { colors: { primary: string } };
  instruments: Instrument[];
  routes: { path: string; page: { sections?: { id?: string; instruments?: unknown[] }[] } }[];
}

const readManifest = async () => JSON.parse(await readFile(editor.manifest, 'utf8')) as Manifest;

beforeAll(async () => {
  [editor, browser] = await Promise.all([startEditorProcess({ throughNpm: true }), connectChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await editor?.stop();
});

/** Runs git in `cwd`, failing the test when git does; its output. */
async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync('git', args, { cwd });
  return stdout.trim();
}

describe('npm run edit', { timeout: 180_000 }, () => {
  it('starts and shows a usable page with the preview drawn', async () => {
    const opened = performance.now();
    const page = await openEditor(browser, editor.url);
    const navShownMs = performance.now() - opened;
    await previewOf(page, '/');
    const previewShownMs = performance.now() - opened;
    console.log(
      `[editor] npm run edit printed its address after ${Math.round(editor.startMs)} ms; ` +
        `page usable ${Math.round(editor.startMs + navShownMs)} ms after the start, first preview drawn at ${Math.round(editor.startMs + previewShownMs)} ms`,
    );
    expect(editor.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await closeEditor(page);
  });

  it('refuses a write from a page of another origin, and a request by another host name, and leaves the file alone', async () => {
    const before = await readFile(editor.manifest, 'utf8');
    const manifest = JSON.parse(before) as Manifest;
    manifest.theme.colors.primary = '#ff0000';
    const { version } = (await (await fetch(`${editor.url}/api/document/version`)).json()) as { version: string };
    const put = (origin: string) =>
      fetch(`${editor.url}/api/document`, {
        method: 'PUT',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ manifest, baseVersion: version }),
      });
    const foreign = await put('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { code: string }).code).toBe('foreign-origin');
    expect(await readFile(editor.manifest, 'utf8')).toBe(before);

    // A page that points its own name at 127.0.0.1 (DNS rebinding) reaches the port with that name as Host.
    const rebound = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${editor.url}/api/document`,
        { headers: { Host: `evil.example:${new URL(editor.url).port}` } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(rebound.status).toBe(403);
    expect((JSON.parse(rebound.body) as { code: string }).code).toBe('foreign-host');
    expect(rebound.body).not.toContain('"routes"');

    // The same checks let the editor's own page through.
    const own = await fetch(`${editor.url}/api/validate`, {
      method: 'POST',
      headers: { Origin: editor.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ manifest }),
    });
    expect(own.status).toBe(200);
  });

  it('has no accessibility violations, with an item open and with a dialog open', async () => {
    const page = await openEditor(browser, editor.url);
    await previewOf(page, '/');
    expect(await axeViolations(page)).toEqual([]);
    await nav(page).getByRole('button', { name: /^XPS/ }).click();
    await form(page).getByRole('heading', { name: 'XPS' }).waitFor(wait);
    expect(await axeViolations(page)).toEqual([]);
    await nav(page).getByRole('button', { name: '장비 추가' }).click();
    await page.getByRole('dialog').waitFor(wait);
    expect(await axeViolations(page)).toEqual([]);
    await closeEditor(page);
  });
});

describe('editing in the editor', { timeout: 240_000 }, () => {
  it('adds an instrument with three specification lines and an uploaded photo, puts it in a tab list, saves it, and the built page shows it', async () => {
    const page = await openEditor(browser, editor.url);
    await nav(page).getByRole('button', { name: '장비 추가' }).click();
    const dialog = page.getByRole('dialog', { name: '장비 목록에 추가' });
    await dialog.getByLabel(/탭 이름/).fill('SEM-EDS');
    await expect.poll(() => dialog.getByLabel(/고유 이름/).inputValue()).toBe('sem-eds');
    await dialog.getByRole('button', { name: '추가' }).click();
    await form(page).getByRole('heading', { name: 'SEM-EDS' }).waitFor(wait);

    await form(page).getByLabel('장비 이름').fill('주사전자현미경 성분 분석기');
    await form(page).getByLabel('영문 이름').fill('Scanning Electron Microscope with EDS');
    await form(page).locator('#root_equips__add').click();
    await form(page).getByLabel('모델명').fill('JEOL JSM-IT800');
    const specifications = ['분해능 0.7 nm (15 kV)', '배율 ×10 ~ ×2,000,000', 'EDS 검출 원소 B ~ U'];
    for (const [index, line] of specifications.entries()) {
      if (index > 0) await form(page).locator('#root_equips_0_specification__add').click();
      await form(page).locator(`#root_equips_0_specification_${index}`).fill(line);
    }

    const photo = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#3a6ea5' } })
      .png()
      .toBuffer();
    await form(page).getByRole('button', { name: '이미지 고르기' }).click();
    const picker = page.getByRole('dialog', { name: '이미지 고르기' });
    await picker
      .getByLabel('파일 올리기')
      .setInputFiles({ name: 'SEM EDS 사진.png', mimeType: 'image/png', buffer: photo });
    await picker.waitFor({ state: 'detached', ...wait });
    const src = await form(page).getByLabel('그림 파일').inputValue();
    expect(src).toMatch(/^\/images\/instruments\/[a-z0-9-]+\.png$/);
    expect(await form(page).getByLabel('가로 크기(픽셀)').inputValue()).toBe('120');
    expect(await form(page).getByLabel('세로 크기(픽셀)').inputValue()).toBe('90');
    expect((await stat(join(editor.publicDir, src))).size).toBeGreaterThan(0);
    await form(page).getByLabel('그림 설명 (필수)').fill('SEM-EDS 장비 사진');

    await nav(page)
      .getByRole('button', { name: /^표면분석/ })
      .click();
    await form(page).getByRole('heading', { name: '표면분석' }).waitFor(wait);
    const tabs = form(page).locator('select[id^="root_instruments_"][id$="_instrument"]');
    const before = await tabs.count();
    await form(page).locator('#root_instruments__add').click();
    await tabs.nth(before).selectOption('sem-eds');

    await save(page);
    const saved = await readManifest();
    const added = saved.instruments.find((instrument) => instrument.id === 'sem-eds');
    expect(added).toMatchObject({
      label: 'SEM-EDS',
      korName: '주사전자현미경 성분 분석기',
      subName: 'Scanning Electron Microscope with EDS',
      equips: [
        {
          modelName: 'JEOL JSM-IT800',
          image: { src, alt: 'SEM-EDS 장비 사진', width: 120, height: 90 },
          specification: specifications,
        },
      ],
    });
    const surface = saved.routes
      .flatMap((route) => route.page.sections ?? [])
      .find((section) => section.id === 'surface');
    expect(surface?.instruments?.at(-1)).toBe('sem-eds');
    expect(await readFile(editor.manifest, 'utf8')).toMatch(/\n {6}"id": "sem-eds",\n/);

    // 표면분석 is /equipment's second tab: it is drawn in full on its own page.
    await nav(page)
      .getByRole('button', { name: /^SEM-EDS/ })
      .click();
    const preview = await previewOf(page, '/equipment/surface');
    await previewShows(preview, 'SEM-EDS');
    await form(page).getByRole('heading', { name: 'SEM-EDS' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: docImagePath('editor-instrument') });
    await closeEditor(page);

    // The build keeps its releases beside its output (dist-releases/): both inside a folder removed after.
    const built = await mkdtemp(join(tmpdir(), 'editor-e2e-build-'));
    const out = join(built, 'dist');
    try {
      await buildOrThrow(['--manifest', editor.manifest, '--public', editor.publicDir, '--out', out]);
      const html = await readFile(join(out, 'equipment/surface/index.html'), 'utf8');
      expect(await readFile(join(out, 'equipment/index.html'), 'utf8')).toContain('href="/equipment/surface#surface"');
      for (const text of [
        'SEM-EDS',
        '주사전자현미경 성분 분석기',
        'JEOL JSM-IT800',
        ...specifications.map((line) => line.replace(/&/g, '&amp;')),
      ])
        expect(html).toContain(text);
    } finally {
      await rm(built, { recursive: true, force: true });
    }
  });

  it('renames a menu sub-item and the menu in the preview follows', async () => {
    const page = await openEditor(browser, editor.url);
    const label = form(page).locator('#root_0_subItems_0_label');
    const old = await label.inputValue();
    const preview = await previewOf(page, '/');
    const menuLinks = (text: string) =>
      preview.locator('header a').filter({ hasText: new RegExp(`^\\s*${text}\\s*$`) });
    expect(await menuLinks(old).count()).toBeGreaterThan(0);
    await label.fill('대표 인사말');
    await menuLinks('대표 인사말')
      .first()
      .waitFor({ state: 'attached', ...wait });
    expect(await menuLinks(old).count()).toBe(0);
    await closeEditor(page);
  });

  it('says where a used instrument is used before deleting it', async () => {
    const page = await openEditor(browser, editor.url);
    await nav(page).getByRole('button', { name: /^XPS/ }).click();
    await form(page).getByRole('button', { name: '이 항목 삭제' }).click();
    const dialog = page.getByRole('dialog', { name: 'XPS 삭제' });
    await dialog.getByText(/^XPS는 \d+곳에서 쓰입니다\.$/).waitFor(wait);
    const manifest = await readManifest();
    const tabLists = manifest.routes
      .flatMap((route) => route.page.sections ?? [])
      .filter((section) => section.instruments?.includes('xps'));
    expect(tabLists.length).toBeGreaterThan(0);
    const places = await dialog.getByRole('listitem').allTextContents();
    expect(places).toHaveLength(tabLists.length);
    expect(places).toContain('분석장비 › 표면분석 › 장비 탭');
    expect(await dialog.getByText(`XPS는 ${places.length}곳에서 쓰입니다.`).count()).toBe(1);
    await page.screenshot({ path: docImagePath('editor-delete') });
    await dialog.getByRole('button', { name: '취소' }).click();
    await dialog.waitFor({ state: 'detached', ...wait });
    expect(await nav(page).getByRole('button', { name: /^XPS/ }).count()).toBe(1);
    await closeEditor(page);
  });

  it("shows the problem npm run validate finds for an invalid colour, in the editor's words, beside its field and in the problems panel, and will not save", async () => {
    const text = await readFile(editor.manifest, 'utf8');
    const manifest = JSON.parse(text) as Manifest;
    manifest.theme.colors.primary = '#12345';
    const validation = await validateManifestText(JSON.stringify(manifest, null, 2), editor.manifest, {
      publicDir: editor.publicDir,
      lang: 'editor',
    });
    const expected = validation.problems.find((problem) => problem.pointer === '/theme/colors/primary');
    expect(expected?.message).toMatch(/[가-힣]/);

    const page = await openEditor(browser, editor.url);
    await nav(page).getByRole('button', { name: '테마', exact: true }).click();
    const primary = form(page).locator('#root_colors_primary');
    await primary.fill('#12345');
    await form(page).locator('#root_colors_primary__error').filter({ hasText: expected!.message }).waitFor(wait);
    expect(await primary.getAttribute('aria-invalid')).toBe('true');
    await problemsStatus(page).filter({ hasText: '문제 1개' }).waitFor(wait);
    const problem = page.getByRole('button', { name: /테마 › 색상 › 주 색상/ });
    expect(await problem.textContent()).toContain(expected!.message);
    // A save may be tried, and is refused with the reason: the file stays as it was.
    await saveButton(page).click();
    await page.getByRole('status').filter({ hasText: '저장하지 않았습니다.' }).waitFor(wait);
    expect(await readFile(editor.manifest, 'utf8')).toBe(text);
    await page.getByRole('heading', { name: /^문제/ }).scrollIntoViewIfNeeded();
    await primary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: docImagePath('editor-problems') });

    await nav(page).getByRole('button', { name: '메뉴', exact: true }).click();
    await problem.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('root_colors_primary');
    await closeEditor(page);
  });

  it('warns when site.json changes on disk while it is open, and does not overwrite it', async () => {
    const page = await openEditor(browser, editor.url);
    await nav(page).getByRole('button', { name: '테마', exact: true }).click();
    await form(page).locator('#root_colors_primary').fill('#101010');
    await problemsStatus(page).filter({ hasText: '문제가 없습니다.' }).waitFor(wait);
    const elsewhere = (await readFile(editor.manifest, 'utf8')).replace(
      '"description": "장비를 소개합니다."',
      '"description": "VS Code에서 고친 설명입니다."',
    );
    await writeFile(editor.manifest, elsewhere);
    const banner = page.getByRole('alert').filter({ hasText: '다른 곳에서 site.json이 바뀌었습니다' });
    await banner.waitFor(wait);
    expect(await saveButton(page).isDisabled()).toBe(true);
    await banner.getByRole('button', { name: '차이 보기' }).click();
    const difference = page.getByRole('dialog', { name: /차이/ });
    await difference.getByText('VS Code에서 고친 설명입니다.', { exact: false }).first().waitFor(wait);
    await difference.getByRole('button', { name: '닫기' }).click();
    expect(await readFile(editor.manifest, 'utf8')).toBe(elsewhere);

    await banner.getByRole('button', { name: '다시 불러오기' }).click();
    await banner.waitFor({ state: 'detached', ...wait });
    expect(await form(page).locator('#root_colors_primary').inputValue()).toBe(
      (await readManifest()).theme.colors.primary,
    );
    await closeEditor(page);
  });

  it('keeps a draft in the browser through a reload until it is discarded', async () => {
    const page = await openEditor(browser, editor.url);
    const primary = () => form(page).locator('#root_colors_primary');
    await nav(page).getByRole('button', { name: '테마', exact: true }).click();
    const saved = await primary().inputValue();
    await primary().fill('#202020');
    // The draft is written to the browser's storage after the change is drawn; reloading before that would lose it.
    await page.waitForFunction(() => Object.values(localStorage).some((value) => value.includes('#202020')));
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: '저장하지 않은 초안을 브라우저에서 다시 불러왔습니다.' });
    await notice.waitFor(wait);
    await nav(page).getByRole('button', { name: '테마', exact: true }).click();
    expect(await primary().inputValue()).toBe('#202020');
    await notice.getByRole('button', { name: '초안 버리기' }).click();
    await page
      .getByRole('dialog', { name: '저장하지 않은 변경 버리기' })
      .getByRole('button', { name: '버리기' })
      .click();
    await expect.poll(() => primary().inputValue()).toBe(saved);
    expect(await readManifest().then((manifest) => manifest.theme.colors.primary)).toBe(saved);
    await closeEditor(page);
  });

  it('redraws the preview after each keystroke', async () => {
    const page = await openEditor(browser, editor.url);
    await nav(page)
      .getByRole('button', { name: /^인사말/ })
      .click();
    const preview = await previewOf(page, '/about');
    const title = form(page).getByRole('textbox', { name: /섹션 제목/ });
    await title.click();
    await title.press('End');
    let text = await title.inputValue();
    await previewShows(preview, text);
    // How fast it follows is measured by `npm run bench:editor`, not asserted here.
    for (const digit of '0123') {
      text += digit;
      await page.keyboard.press(digit);
      await previewShows(preview, text);
    }
    await closeEditor(page);
  });

  it('publishes a saved change once confirmed: commits site.json with a short message naming it, pushes, and says where it went', async () => {
    const remote = await mkdtemp(join(tmpdir(), 'editor-e2e-remote-'));
    try {
      await git(remote, 'init', '--quiet', '--bare');
      await git(editor.dir, 'init', '--quiet');
      await git(editor.dir, 'config', 'user.name', '연구소 직원');
      await git(editor.dir, 'config', 'user.email', 'staff@example.co.kr');
      await git(editor.dir, 'add', '.');
      await git(editor.dir, 'commit', '--quiet', '-m', '처음 상태');
      await git(editor.dir, 'remote', 'add', 'origin', remote);
      await git(editor.dir, 'push', '--quiet', '--set-upstream', 'origin', 'HEAD');

      const page = await openEditor(browser, editor.url);
      await nav(page).getByRole('button', { name: '회사 정보', exact: true }).click();
      const phone = form(page).getByLabel('전화번호');
      await phone.fill('042-123-4567');
      await save(page);
      const publishButton = page.getByRole('button', { name: '게시', exact: true });
      const confirmation = page.getByRole('dialog', { name: '게시할 변경 확인' });
      // Cancelled first: nothing is committed.
      await publishButton.click();
      await confirmation.waitFor(wait);
      expect(await confirmation.getByRole('list', { name: '게시할 변경' }).textContent()).toBe('회사 정보 수정');
      expect(await confirmation.textContent()).toContain(
        '사이트 파일의 공용 사본으로 보냅니다. 사이트는 바로 바뀌지 않습니다. 게시한 내용은 사이트 담당자가 새로 배포할 때 사이트에 반영됩니다.',
      );
      expect(await axeViolations(page)).toEqual([]);
      await confirmation.getByRole('button', { name: '취소' }).click();
      await confirmation.waitFor({ ...wait, state: 'detached' });
      expect(await git(editor.dir, 'rev-list', '--count', 'HEAD')).toBe('1');

      await publishButton.click();
      await confirmation.getByRole('button', { name: '게시' }).click();
      const outcome = page.getByRole('status').filter({
        hasText:
          /^게시했습니다\. 변경을 기록해 사이트 파일의 공용 사본으로 보냈습니다\. 게시한 내용은 사이트 담당자가 새로 배포할 때 사이트에 반영됩니다\.$/,
      });
      await outcome.waitFor(wait);
      expect(await git(remote, 'log', '-1', '--format=%B')).toBe('site.json: 회사 정보 수정');
      expect(await git(remote, 'show', 'HEAD:site.json')).toContain('"phone": "042-123-4567"');
      expect(await git(editor.dir, 'status', '--porcelain')).toBe('');
      await closeEditor(page);
    } finally {
      await rm(remote, { recursive: true, force: true });
    }
  });
});
