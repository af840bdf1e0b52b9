// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { valueAt } from '../../../src/manifest/json/pointer';
import { editorApi } from '../../../src/editor/app/editorApi';
import { errorSchemaFor } from '../../../src/editor/forms/fieldIds';
import { formSchemaAt } from '../../../src/editor/forms/editorSchema';
import { ItemForm } from '../../../src/editor/forms/ItemForm';
import { richManifest } from '../../fixtures/rich-site/make-manifest';
import { ko } from '../../helpers/manifestText';

afterEach(cleanup);

/** The Korean box of a translatable text: the fixture is in Korean and English, so each text is a group of one box per language. */
const koreanBox = (name: RegExp) => within(screen.getByRole('group', { name })).getByLabelText('한국어');

function renderItem(pointer: string, problems: { pointer: string; message: string }[] = []) {
  const manifest = richManifest();
  const onChange = vi.fn();
  const view = render(
    <ItemForm
      schema={formSchemaAt(pointer, manifest)!}
      value={valueAt(manifest, pointer)}
      context={{ manifest, itemPointer: pointer, api: editorApi }}
      errors={errorSchemaFor(pointer, problems)}
      onChange={onChange}
    />,
  );
  return { manifest, onChange, view };
}

describe('ItemForm', () => {
  it(
    'keeps a menu group that follows its page’s tabs without a list of its own when another field changes',
    { timeout: 60_000 },
    () => {
      const manifest = richManifest();
      delete manifest.menu[1]!.subItems;
      const onChange = vi.fn();
      render(
        <ItemForm
          schema={formSchemaAt('/menu', manifest)!}
          value={manifest.menu}
          context={{ manifest, itemPointer: '/menu', api: editorApi }}
          errors={{}}
          onChange={onChange}
        />,
      );
      const korean = screen
        .getAllByRole('group', { name: /메뉴 이름/ })
        .map((group) => within(group).getByLabelText('한국어'));
      fireEvent.change(korean[0]!, { target: { value: '새 이름' } });
      const menu = onChange.mock.lastCall?.[0] as typeof manifest.menu;
      expect(menu[1]).not.toHaveProperty('subItems');
      expect(menu[0]!.subItems).toEqual(manifest.menu[0]!.subItems);
    },
  );

  it('labels an instrument’s fields with the schema’s Korean titles and changes nothing by being shown', () => {
    const { onChange, manifest } = renderItem('/instruments/0');
    expect(koreanBox(/장비 이름/)).toHaveProperty('value', ko(manifest.instruments[0]!.korName!));
    expect(screen.getByRole('group', { name: /^사양\*?$/ })).toBeTruthy();
    // Each spec line is a line, not a paragraph (issue 28).
    expect(screen.getAllByRole('group', { name: /^사양 한 줄/ }).length).toBe(
      manifest.instruments[0]!.equips[0]!.specification.length,
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('edits specification lines as a list with Korean move and remove buttons', () => {
    const { onChange } = renderItem('/instruments/2');
    const spec = screen.getByRole('group', { name: /^사양\*?$/ });
    const up = within(spec).getByRole('button', { name: '2번째 항목 위로' });
    fireEvent.click(up);
    const moved = onChange.mock.lastCall?.[0] as { equips: { specification: string[] }[] };
    const before = richManifest().instruments[2]!.equips[0]!.specification;
    expect(moved.equips[0]!.specification.slice(0, 2)).toEqual([before[1], before[0]]);
    expect(within(spec).getByRole('button', { name: '추가' })).toBeTruthy();
  });

  it('offers instruments to pick for a tab, by label and Korean name', () => {
    renderItem('/routes/3/page/sections/0');
    const select = screen.getAllByRole('combobox').find((element) => element.id.endsWith('_instrument'))!;
    expect(within(select).getByRole('option', { name: 'XPS · X선 광전자 분광기' })).toBeTruthy();
  });

  it('lets a tab’s instrument be picked by its picture and names', () => {
    const { onChange } = renderItem('/routes/3/page/sections/0');
    fireEvent.click(screen.getAllByRole('button', { name: '장비 고유 이름 그림으로 고르기' })[0]!);
    const dialog = screen.getByRole('dialog', { name: '장비 고유 이름 고르기' });
    const xps = within(dialog).getByRole('button', { name: /XPS.*X선 광전자 분광기/ });
    expect(xps.querySelector('img')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /^FT-IR/ }));
    expect((onChange.mock.lastCall![0] as { instruments: unknown[] }).instruments[0]).toBe('ftir');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('draws specification lines as growing multi-line boxes and names as one-line inputs', () => {
    const { onChange, manifest } = renderItem('/instruments/0');
    const lines = within(screen.getByRole('group', { name: /^사양\*?$/ })).getAllByRole('textbox');
    expect(lines.map((line) => line.tagName)).toEqual(lines.map(() => 'TEXTAREA'));
    expect(koreanBox(/장비 이름/).tagName).toBe('INPUT');
    expect(koreanBox(/탭 이름/).tagName).toBe('INPUT');
    fireEvent.change(lines[0]!, { target: { value: '분석 면적\n30 µm' } });
    const first = manifest.instruments[0]!.equips[0]!.specification[0]!;
    expect(
      (onChange.mock.lastCall![0] as { equips: { specification: unknown[] }[] }).equips[0]!.specification[0],
    ).toEqual({ ...(first as object), ko: '분석 면적\n30 µm' });
  });

  it('draws a case’s paragraphs as multi-line boxes and its title as an input', () => {
    renderItem('/cases/0');
    const paragraphs = within(screen.getByRole('group', { name: /설명 문단/ })).getAllByRole('textbox');
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(paragraphs.every((paragraph) => paragraph instanceof HTMLTextAreaElement)).toBe(true);
    expect(koreanBox(/사례 제목/)).toBeInstanceOf(HTMLInputElement);
  });

  it('draws colours as a picker beside the text', () => {
    renderItem('/theme');
    expect(screen.getByLabelText('주 색상 고르기')).toHaveProperty('type', 'color');
  });

  it('shows a number’s unit beside it', () => {
    renderItem('/map');
    const height = screen.getByRole('spinbutton', { name: /지도 높이/ });
    expect(height.parentElement?.textContent).toContain('px');
  });

  it('shows a problem beside its field', () => {
    renderItem('/theme', [{ pointer: '/theme/colors/primary', message: '색상은 #과 16진수 6자리로 씁니다.' }]);
    expect(document.getElementById('root_colors_primary__error')?.textContent).toContain('16진수 6자리');
  });

  it('chooses a section’s type from Korean names', () => {
    renderItem('/routes/1/page/sections/0');
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(expect.arrayContaining(['글 상자', '첫 화면']));
  });
});

describe('ItemForm controls', () => {
  it('keeps an instrument tab in its short form until it gets a label of its own', () => {
    const { onChange, manifest } = renderItem('/routes/3/page/sections/0');
    const tabs = manifest.routes[3]!.page.sections[0] as { instruments: unknown[] };
    const label = document.getElementById('root_instruments_0_label_ko') as HTMLInputElement;
    fireEvent.change(label, { target: { value: '표면 XPS' } });
    expect((onChange.mock.lastCall![0] as typeof tabs).instruments[0]).toEqual({
      instrument: tabs.instruments[0],
      label: '표면 XPS',
    });
    fireEvent.change(label, { target: { value: '' } });
    expect((onChange.mock.lastCall![0] as typeof tabs).instruments[0]).toBe(tabs.instruments[0]);
  });

  it('fills an image’s path and size from the picked file, and uploads beside the list’s images', async () => {
    const api = {
      ...editorApi,
      images: vi.fn(async () => [{ src: '/images/instruments/sem.png', width: 800, height: 600, bytes: 1 }]),
      upload: vi.fn(async () => ({
        ok: true as const,
        answer: { src: '/images/instruments/new.png', width: 1200, height: 900, bytes: 1 },
      })),
    };
    const manifest = richManifest();
    const onChange = vi.fn();
    render(
      <ItemForm
        schema={formSchemaAt('/instruments/0', manifest)!}
        value={manifest.instruments[0]}
        context={{ manifest, itemPointer: '/instruments/0', api }}
        errors={{}}
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '이미지 고르기' }));
    const dialog = screen.getByRole('dialog', { name: '이미지 고르기' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'sem.png' }));
    expect((onChange.mock.lastCall![0] as (typeof manifest.instruments)[0]).equips[0]!.image).toMatchObject({
      src: '/images/instruments/sem.png',
      width: 800,
      height: 600,
    });
    fireEvent.click(screen.getByRole('button', { name: '이미지 고르기' }));
    const file = new File(['png'], 'New.png', { type: 'image/png' });
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText(/파일 올리기/), { target: { files: [file] } });
    await act(() => Promise.resolve());
    expect(api.upload).toHaveBeenCalledWith(file, 'instruments');
    expect((onChange.mock.lastCall![0] as (typeof manifest.instruments)[0]).equips[0]!.image).toMatchObject({
      src: '/images/instruments/new.png',
      width: 1200,
      height: 900,
    });
  });

  it('starts an added section as a text block on a stacked page, and an added tab as a case on the cases page', () => {
    const addedSection = (pointer: string, list: RegExp) => {
      const { onChange } = renderItem(pointer);
      const add = within(screen.getAllByRole('group', { name: list })[0]!)
        .getAllByRole('button', { name: '추가' })
        .at(-1)!;
      fireEvent.click(add);
      const route = onChange.mock.lastCall![0] as { page: { sections: { type: string }[] } };
      cleanup();
      return route.page.sections.at(-1)!.type;
    };
    expect(addedSection('/routes/1', /^섹션 목록/)).toBe('textBlock');
    expect(addedSection('/routes/4', /^분야 탭 목록/)).toBe('caseStudy');
    expect(addedSection('/routes/2', /^분야 탭 목록/)).toBe('equipmentGroup');
    // Three whole page forms drawn in jsdom: seconds on a busy machine.
  }, 30_000);

  it('takes an optional part out and puts it back, with buttons named after it', () => {
    const { onChange } = renderItem('/routes/1/page/sections/1');
    fireEvent.click(screen.getByRole('button', { name: '배경 없애기' }));
    // Left out of the file: JSON has no undefined.
    expect(JSON.parse(JSON.stringify(onChange.mock.lastCall![0]))).not.toHaveProperty('background');
    cleanup();
    const again = renderItem('/routes/1/page/sections/0');
    fireEvent.click(screen.getByRole('button', { name: '배경 넣기' }));
    expect(again.onChange.mock.lastCall![0]).toHaveProperty('background');
    // The item itself is never optional.
    expect(screen.queryByRole('button', { name: /인사말 없애기|섹션 없애기/ })).toBeNull();
  });

  it('makes a node type added to the schema editable with no editor code', () => {
    const manifest = richManifest();
    const schema = formSchemaAt('/routes/1/page/sections/0', manifest)!;
    const definitions = schema.$defs as Record<string, Record<string, unknown>>;
    const timeline = {
      title: '연혁',
      type: 'object',
      required: ['type', 'id', 'events'],
      properties: {
        type: { title: '섹션 종류', const: 'timeline' },
        id: { title: '섹션 아이디', $ref: '#/$defs/Hash' },
        events: { title: '연혁 항목', type: 'array', items: { type: 'string' } },
        accent: { title: '강조 색', $ref: '#/$defs/Color' },
      },
    };
    const sectionNode = {
      ...definitions.SectionNode,
      oneOf: [...(definitions.SectionNode!.oneOf as unknown[]), { $ref: '#/$defs/Timeline' }],
    };
    const extended = {
      ...schema,
      $defs: { ...definitions, SectionNode: sectionNode, Timeline: timeline },
    } as RJSFSchema;
    render(
      <ItemForm
        schema={extended}
        value={{ type: 'timeline', id: 'history', events: ['2001 설립'] }}
        context={{ manifest, itemPointer: '/routes/1/page/sections/0', api: editorApi }}
        errors={{}}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('option', { name: '연혁' })).toHaveProperty('selected', true);
    expect(screen.getByRole('group', { name: /연혁 항목/ })).toBeTruthy();
    expect(screen.getByLabelText('강조 색 고르기')).toHaveProperty('type', 'color');
  });
});
