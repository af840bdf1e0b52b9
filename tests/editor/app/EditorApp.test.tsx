// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorApp } from '../../../src/editor/app/EditorApp';
import { breadcrumb } from '../../../src/manifest/location/breadcrumb';
import { fakeEditorApi, previewOrigin } from './fakeEditorApi';

/** Lets `ms` of fake time pass, with the promises it settles. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

let storage: Storage;

beforeEach(() => {
  vi.useFakeTimers();
  storage = window.localStorage;
  storage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openEditor(fake = fakeEditorApi()) {
  const view = render(<EditorApp api={fake.api} storage={storage} />);
  await pass(0);
  return { ...fake, view };
}

const nav = () => screen.getByRole('navigation', { name: '사이트 구성' });
const primaryColour = () => screen.getByRole('textbox', { name: /^주 색상\*?$/ }) as HTMLInputElement;
const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/** A changed colour, checked, and Save pressed; the server answers only when the test calls `answer`. */
async function saveHeldByTheServer() {
  const { api, disk } = await openEditor();
  fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
  typeInto(primaryColour(), '#101010');
  await pass(300);
  let answer: (value: Awaited<ReturnType<typeof api.save>>) => void = () => undefined;
  api.save.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
  fireEvent.click(screen.getByRole('button', { name: '저장' }));
  return { disk, answer: (value: Awaited<ReturnType<typeof api.save>>) => answer(value) };
}

/** A draft with `colour` left unsaved, site.json saved elsewhere meanwhile, and the editor opened again on it. */
async function reopenAfterSomeoneSaved(colour: string) {
  const first = await openEditor();
  fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
  typeInto(primaryColour(), colour);
  first.view.unmount();
  const changed = fakeEditorApi();
  changed.disk.version = 'v2';
  await openEditor(changed);
  return changed;
}

describe('EditorApp', () => {
  it('lists the site as staff think of it, and finds instruments by Korean or English name', async () => {
    await openEditor();
    for (const part of ['메뉴', '장비 목록', '분석 사례', '회사 정보', '협력사', '문구', '테마'])
      expect(within(nav()).getAllByText(part).length).toBeGreaterThan(0);
    const search = within(nav()).getByRole('searchbox', { name: /장비 목록에서 찾기/ });
    typeInto(search, '광전자');
    expect(within(nav()).getByRole('button', { name: /XPS/ })).toBeTruthy();
    expect(within(nav()).queryByRole('button', { name: /FT-IR/ })).toBeNull();
    typeInto(search, 'infrared');
    expect(within(nav()).getByRole('button', { name: /FT-IR/ })).toBeTruthy();
  });

  it('checks each change once typing pauses, shows the problem beside its field and in the panel, and saves only without problems', async () => {
    const { api } = await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    typeInto(primaryColour(), '#12345');
    await pass(300);
    expect(api.validate).toHaveBeenLastCalledWith(
      expect.objectContaining({
        theme: expect.objectContaining({ colors: expect.objectContaining({ primary: '#12345' }) }),
      }),
      expect.anything(),
    );
    expect(document.getElementById('root_colors_primary__error')?.textContent).toContain('16진수 6자리');
    expect(screen.getByText('문제 1개')).toBeTruthy();
    // Trying is allowed, and is refused with the reason; nothing reaches the file.
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await pass(0);
    expect(api.save).not.toHaveBeenCalled();
    expect(screen.getByText(/^저장하지 않았습니다. 고칠 곳이 1개/)).toBeTruthy();
    expect(screen.queryByText('저장했습니다.')).toBeNull();
    typeInto(primaryColour(), '#123456');
    await pass(300);
    expect(screen.getByText('문제가 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await pass(0);
    expect(api.save).toHaveBeenCalledTimes(1);
    expect(screen.getByText('저장했습니다.')).toBeTruthy();
  });

  it('opens the field of a problem chosen in the panel', async () => {
    await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    typeInto(primaryColour(), 'blue');
    fireEvent.click(within(nav()).getByRole('button', { name: '메뉴' }));
    await pass(300);
    fireEvent.click(screen.getByRole('button', { name: /테마 › 색상 › 주 색상/ }));
    await pass(0);
    expect(document.activeElement).toBe(primaryColour());
  });

  it('redraws the preview of the page being edited within 300 ms of a change', async () => {
    const { api } = await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: /^인사말/ }));
    await pass(300);
    const title = within(screen.getByRole('group', { name: /섹션 제목/ })).getByLabelText('한국어');
    api.preview.mockClear();
    typeInto(title, '대표 인사');
    await pass(300);
    expect(api.preview).toHaveBeenCalledWith(expect.objectContaining({ routes: expect.anything() }), expect.anything());
    expect(screen.getByTitle('미리보기: /about').getAttribute('src')).toBe(`${previewOrigin}/about`);
  });

  it("opens the field of a text clicked in the preview, and hears only the preview's own frame", async () => {
    await openEditor();
    await pass(300);
    const frame = screen.getByTitle(/^미리보기: /) as HTMLIFrameElement;
    const fromFrame = (data: unknown, origin = previewOrigin, source: Window | null = frame.contentWindow) =>
      act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source })));
    fromFrame({ type: 'edit', pointer: '/theme/colors/primary' }, 'http://evil.example');
    fromFrame({ type: 'edit', pointer: '/theme/colors/primary' }, previewOrigin, window);
    await pass(300);
    expect(screen.queryByRole('textbox', { name: /^주 색상\*?$/ })).toBeNull();
    fromFrame({ type: 'edit', pointer: '/theme/colors/primary' });
    await pass(300);
    expect(document.activeElement).toBe(primaryColour());
  });

  it('outlines the focused field in the preview, follows the page the preview went to, and takes a drag in it as one undoable move', async () => {
    const { api } = await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    await pass(300);
    const frame = screen.getByTitle(/^미리보기: /) as HTMLIFrameElement;
    const posted = vi.spyOn(frame.contentWindow!, 'postMessage');
    const fromFrame = (data: unknown) =>
      act(
        () =>
          void window.dispatchEvent(
            new MessageEvent('message', { data, origin: previewOrigin, source: frame.contentWindow }),
          ),
      );
    fireEvent.focusIn(primaryColour());
    expect(posted).toHaveBeenLastCalledWith({ type: 'outline', pointer: '/theme/colors/primary' }, previewOrigin);
    fireEvent.focusOut(primaryColour());
    expect(posted).toHaveBeenLastCalledWith({ type: 'outline', pointer: null }, previewOrigin);

    fromFrame({ type: 'shown', path: '/', hash: '', version: 1 });
    // A link followed in the frame.
    fromFrame({ type: 'shown', path: '/privacy', hash: '', version: 0 });
    await pass(0);
    expect(frame.title).toBe('미리보기: /privacy');
    // Drawn from an older draft than the server holds: the frame is told to draw again.
    expect(posted).toHaveBeenCalledWith({ type: 'update', version: 1 }, previewOrigin);

    const menuLabels = () =>
      (api.preview.mock.lastCall![0] as { menu: { label: unknown }[] }).menu.map((item) => JSON.stringify(item.label));
    const before = menuLabels();
    fromFrame({ type: 'move', list: '/menu', from: 0, to: 1 });
    await pass(300);
    expect(menuLabels()).toEqual([before[1], before[0], ...before.slice(2)]);
    fireEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    await pass(300);
    expect(menuLabels()).toEqual(before);
  });

  it('says "저장했습니다" only after the server saved', async () => {
    const { disk, answer } = await saveHeldByTheServer();
    await pass(0);
    expect(screen.queryByText('저장했습니다.')).toBeNull();
    answer({ status: 'saved', answer: { version: 'v2', changed: true } });
    disk.version = 'v2';
    await pass(0);
    expect(screen.getByText('저장했습니다.')).toBeTruthy();
    expect(screen.getByRole('button', { name: '버리기' })).toHaveProperty('disabled', true);
  });

  it('does not take its own save for a change made elsewhere', async () => {
    const { disk, answer } = await saveHeldByTheServer();
    disk.version = 'v2';
    await pass(2000);
    expect(screen.queryByRole('alert')).toBeNull();
    answer({ status: 'saved', answer: { version: 'v2', changed: true } });
    await pass(2000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('저장했습니다.')).toBeTruthy();
  });

  it('warns when the file changed on disk, and shows the difference', async () => {
    const { disk } = await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    typeInto(primaryColour(), '#101010');
    disk.version = 'v-elsewhere';
    await pass(2000);
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain('다른 곳에서 site.json이 바뀌었습니다');
    expect(screen.getByRole('button', { name: '저장' })).toHaveProperty('disabled', true);
    fireEvent.click(within(banner).getByRole('button', { name: '차이 보기' }));
    await pass(0);
    const diff = screen.getByRole('list', { name: /차이/ });
    expect(diff.textContent).toContain('#101010');
  });

  it('shows the banner when a save meets a file changed elsewhere', async () => {
    const { api, disk } = await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    typeInto(primaryColour(), '#101010');
    await pass(300);
    disk.version = 'v-elsewhere';
    api.version.mockResolvedValue({ version: 'v1' });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await pass(0);
    expect(screen.getByRole('alert').textContent).toContain('다른 곳에서 site.json이 바뀌었습니다');
    // The server's own sentence, so the page and an answer read elsewhere say the same.
    expect(screen.getByText('저장하지 않았습니다. 다른 곳에서 site.json이 바뀌었습니다.')).toBeTruthy();
    expect(screen.queryByText('저장했습니다.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다시 불러오기' }));
    await pass(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a draft through a reload until it is discarded', async () => {
    const first = await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    typeInto(primaryColour(), '#202020');
    first.view.unmount();
    await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    expect(primaryColour().value).toBe('#202020');
    expect(screen.getByText(/초안을 브라우저에서 다시 불러왔습니다/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '초안 버리기' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '저장하지 않은 변경 버리기' })).getByRole('button', { name: '버리기' }),
    );
    expect(primaryColour().value).not.toBe('#202020');
  });

  it('sets a draft of a file changed since aside, says so, and applies it only when asked', async () => {
    const changed = await reopenAfterSomeoneSaved('#404040');
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    expect(primaryColour().value).not.toBe('#404040');
    expect(screen.getByText(/저장하지 않은 초안이 남아 있습니다/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '차이 보기' }));
    const dialog = screen.getByRole('dialog', { name: /남은 초안의 차이/ });
    expect(dialog.textContent).toContain('#404040');
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));

    // Still there after yet another reload: nothing is dropped until its writer says so.
    cleanup();
    await openEditor(changed);
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    fireEvent.click(screen.getByRole('button', { name: '남은 초안 불러오기' }));
    expect(primaryColour().value).toBe('#404040');
    expect(screen.queryByText(/저장하지 않은 초안이 남아 있습니다/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(primaryColour().value).not.toBe('#404040');
  });

  it('lets a set-aside draft go when asked', async () => {
    const changed = await reopenAfterSomeoneSaved('#505050');
    fireEvent.click(screen.getByRole('button', { name: '남은 초안 버리기' }));
    expect(screen.queryByText(/저장하지 않은 초안이 남아 있습니다/)).toBeNull();
    cleanup();
    await openEditor(changed);
    expect(screen.queryByText(/저장하지 않은 초안이 남아 있습니다/)).toBeNull();
  });

  it('undoes and redoes with the buttons and with Ctrl+Z / Ctrl+Y', async () => {
    await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '테마' }));
    const before = primaryColour().value;
    typeInto(primaryColour(), '#303030');
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(primaryColour().value).toBe(before);
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    expect(primaryColour().value).toBe('#303030');
    fireEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(primaryColour().value).toBe(before);
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(primaryColour().value).toBe('#303030');
  });

  it('says where a used instrument is used before deleting it, and takes it out of those places', async () => {
    const { api } = await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: /^XPS/ }));
    fireEvent.click(screen.getByRole('button', { name: '이 항목 삭제' }));
    const dialog = screen.getByRole('dialog', { name: 'XPS 삭제' });
    expect(within(dialog).getByText(/^XPS는 \d+곳에서 쓰입니다/)).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('분석장비 › 표면분석 › 장비 탭');
    fireEvent.click(within(dialog).getByRole('button', { name: '쓰인 곳에서도 빼고 삭제' }));
    await pass(300);
    const draft = api.validate.mock.lastCall![0] as { instruments: { id: string }[]; routes: unknown[] };
    expect(draft.instruments.map((instrument) => instrument.id)).not.toContain('xps');
    expect(JSON.stringify(draft.routes)).not.toMatch(/"xps"/);
  });

  it('asks before deleting a partner, as before deleting an instrument, and deletes only when confirmed', async () => {
    const { api, disk } = await openEditor();
    // The navigation's own 협력사, not the page section of that name listed under its page.
    fireEvent.click(
      within(nav())
        .getAllByRole('button', { name: '협력사' })
        .find((button) => button.parentElement === nav())!,
    );
    const before = disk.manifest as { partners: { name: unknown }[] };
    const count = before.partners.length;
    fireEvent.click(screen.getAllByRole('button', { name: '1번째 항목 삭제' })[0]!);
    const dialog = screen.getByRole('dialog', { name: / 삭제$/ });
    expect(within(dialog).getByText(/다른 곳에서 쓰이지 않습니다. 삭제할까요\?/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^\d+번째 항목 삭제$/ }).length).toBeGreaterThanOrEqual(count);
    fireEvent.click(screen.getAllByRole('button', { name: '1번째 항목 삭제' })[0]!);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    await pass(300);
    const draft = api.validate.mock.lastCall![0] as typeof before;
    expect(draft.partners).toHaveLength(count - 1);
    expect(draft.partners).toEqual(before.partners.slice(1));
  });

  it('adds an instrument with an id proposed from its label and checked as typed', async () => {
    await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '장비 추가' }));
    const dialog = screen.getByRole('dialog', { name: /장비 목록에 추가/ });
    typeInto(within(dialog).getByLabelText(/탭 이름/), 'SEM-EDS');
    const id = within(dialog).getByLabelText(/고유 이름/) as HTMLInputElement;
    expect(id.value).toBe('sem-eds');
    typeInto(id, 'xps');
    expect(within(dialog).getByText('이미 다른 항목이 쓰는 고유 이름입니다.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '추가' })).toHaveProperty('disabled', true);
    typeInto(id, 'sem-eds');
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(screen.getByRole('heading', { name: 'SEM-EDS' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /장비 고유 이름/ }) as HTMLInputElement).value).toBe('sem-eds');
  });

  it('asks where a new case goes, offers the page showing cases, and adds its tab with it as one undo step', async () => {
    const { api } = await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '사례 추가' }));
    const dialog = screen.getByRole('dialog', { name: /분석 사례에 추가/ });
    typeInto(within(dialog).getByLabelText(/사례 제목|제목/), '부식');
    const places = within(dialog).getAllByRole('radio');
    // The page already showing cases is offered at once; "not yet" is there, and says what it means.
    expect(places[0]).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: '아직 넣지 않기' }));
    expect(within(dialog).getByText(/새 사례는 어느 페이지에도 보이지 않습니다/)).toBeTruthy();
    fireEvent.click(places[0]!);
    const page = places[0]!.closest('label')!.textContent!;
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    await pass(300);
    const draft = api.validate.mock.lastCall![0] as {
      cases: { id: string }[];
      routes: { path: string; page: { sections: { type: string; case?: string; label?: unknown }[] } }[];
    };
    const id = draft.cases.at(-1)!.id;
    const shown = draft.routes.flatMap((route, index) =>
      route.page.sections.some((section) => section.type === 'caseStudy' && section.case === id) ? [index] : [],
    );
    expect(shown).toHaveLength(1);
    expect(page).toBe(breadcrumb(`/routes/${shown[0]}`, draft, 'ko'));
    expect(draft.routes[shown[0]!]!.page.sections.at(-1)).toMatchObject({ type: 'caseStudy', label: '부식', case: id });
    fireEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    await pass(300);
    const undone = api.validate.mock.lastCall![0] as typeof draft;
    expect(undone.cases.map((entry) => entry.id)).not.toContain(id);
    expect(JSON.stringify(undone.routes)).not.toContain(`"case":"${id}"`);
  });

  it('adds a new instrument as a tab of each group chosen', async () => {
    const { api } = await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '장비 추가' }));
    const dialog = screen.getByRole('dialog', { name: /장비 목록에 추가/ });
    typeInto(within(dialog).getByLabelText(/탭 이름/), 'SEM-EDS');
    expect(within(dialog).getByText(/새 장비는 어느 페이지에도 보이지 않습니다/)).toBeTruthy();
    const groups = within(dialog).getAllByRole('checkbox');
    expect(groups.length).toBeGreaterThan(1);
    fireEvent.click(groups[0]!);
    fireEvent.click(groups.at(-1)!);
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    await pass(300);
    const draft = api.validate.mock.lastCall![0] as {
      routes: { page: { sections: { type: string; instruments?: unknown[] }[] } }[];
    };
    const lists = draft.routes.flatMap((route) =>
      route.page.sections.filter((section) => section.type === 'equipmentGroup').map((section) => section.instruments!),
    );
    expect(lists.filter((list) => list.at(-1) === 'sem-eds')).toHaveLength(2);
    expect(lists[0]!.at(-1)).toBe('sem-eds');
    expect(lists.at(-1)!.at(-1)).toBe('sem-eds');
  });

  it('adds a page at an address proposed from its title', async () => {
    await openEditor();
    fireEvent.click(within(nav()).getByRole('button', { name: '페이지 추가' }));
    const dialog = screen.getByRole('dialog', { name: /페이지에 추가/ });
    typeInto(within(dialog).getByLabelText(/페이지 제목/), 'News');
    expect((within(dialog).getByLabelText('페이지 주소') as HTMLInputElement).value).toBe('/news');
    fireEvent.click(within(dialog).getByRole('radio', { name: /섹션을 쌓은 페이지/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '추가' }));
    expect(within(nav()).getByRole('button', { name: /News/ }).getAttribute('aria-current')).toBe('true');
  });

  it('publishes once the changes are confirmed, and says where they went', async () => {
    const { api } = await openEditor();
    fireEvent.click(screen.getByRole('button', { name: '게시' }));
    await pass(0);
    const dialog = screen.getByRole('dialog', { name: '게시할 변경 확인' });
    expect(within(dialog).getByRole('list', { name: '게시할 변경' }).textContent).toBe('장비 수정 XPS');
    fireEvent.click(within(dialog).getByRole('button', { name: '게시' }));
    await pass(0);
    expect(api.publish).toHaveBeenCalledWith(['장비 수정 XPS']);
    expect(
      screen.getByText(
        '이 컴퓨터에만 게시 기록을 남겼습니다. 사이트 파일의 공용 사본이 설정되어 있지 않아 사이트에는 반영되지 않습니다.',
      ),
    ).toBeTruthy();
  });
});
