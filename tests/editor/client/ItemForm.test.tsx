// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { valueAt } from '../../../src/manifest/json/pointer';
import { editorApi } from '../../../src/editor/client/api/editorApi';
import { errorSchemaFor } from '../../../src/editor/client/form/fieldIds';
import { formSchemaAt } from '../../../src/editor/client/form/editorSchema';
import { ItemForm } from '../../../src/editor/client/form/ItemForm';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

afterEach(cleanup);

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
  it('labels an instrument’s fields with the schema’s Korean titles and changes nothing by being shown', () => {
    const { onChange } = renderItem('/instruments/0');
    expect(screen.getByLabelText(/한국어 이름/)).toHaveProperty('value', 'X선 광전자 분광기');
    expect(screen.getByRole('group', { name: /사양/ })).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('edits specification lines as a list with Korean move and remove buttons', () => {
    const { onChange } = renderItem('/instruments/2');
    const spec = screen.getByRole('group', { name: /사양/ });
    const up = within(spec).getByRole('button', { name: '2번째 항목 위로' });
    fireEvent.click(up);
    const moved = onChange.mock.lastCall?.[0] as { equips: { specification: string[] }[] };
    const before = (richManifest().instruments[2]!.equips[0]!.specification);
    expect(moved.equips[0]!.specification.slice(0, 2)).toEqual([before[1], before[0]]);
    expect(within(spec).getByRole('button', { name: '추가' })).toBeTruthy();
  });

  it('offers instruments to pick for a tab, by label and Korean name', () => {
    renderItem('/routes/3/page/sections/0');
    const select = screen.getAllByRole('combobox').find((element) => element.id.endsWith('_instrument'))!;
    expect(within(select).getByRole('option', { name: 'XPS · X선 광전자 분광기' })).toBeTruthy();
  });

  it('draws colours as a picker beside the text', () => {
    renderItem('/theme');
    expect(screen.getByLabelText('주 색상 고르기')).toHaveProperty('type', 'color');
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
