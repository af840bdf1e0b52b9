// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pathOf, setAt } from '../../../../src/editor/saving/jsonEdits';
import { valueAt } from '../../../../src/manifest/json/pointer';
import { en, ko } from '../../../helpers/manifestText';
import { bilingualManifest } from '../../translations/bilingualManifest';
import { renderItemForm } from '../../../helpers/renderItemForm';

afterEach(cleanup);

const titleGroup = () => screen.getByRole('group', { name: '페이지 제목' });

describe('a translatable text in the editor', () => {
  it('shows one box per language, labelled with the language’s name, and the title once', () => {
    const manifest = bilingualManifest();
    renderItemForm(manifest, '/routes/1');
    const group = titleGroup();
    expect(within(group).getByLabelText('한국어')).toHaveProperty('value', ko(manifest.routes[1]!.title));
    expect(within(group).getByLabelText('English')).toHaveProperty('value', en(manifest.routes[1]!.title));
    expect(within(group).queryByText('번역 없음')).toBeNull();
    expect(within(group).getAllByText('브라우저 탭과 검색 결과에 보이는 페이지 제목입니다.')).toHaveLength(1);
  });

  it('turns a Korean-only text into { ko, en } when its English is typed', () => {
    const manifest = bilingualManifest(['/routes/1/title']);
    const onChange = renderItemForm(manifest, '/routes/1');
    const english = within(titleGroup()).getByLabelText(/English/);
    expect(english).toHaveProperty('value', '');
    expect(within(titleGroup()).getByText('번역 없음').id).toBe(`${english.id}__description`);
    fireEvent.change(english, { target: { value: 'About us' } });
    expect((onChange.mock.lastCall?.[0] as { title: unknown }).title).toEqual({
      ko: manifest.routes[1]!.title,
      en: 'About us',
    });
  });

  it('keeps the object when the English is cleared again', () => {
    const manifest = bilingualManifest();
    const onChange = renderItemForm(manifest, '/routes/1');
    fireEvent.change(within(titleGroup()).getByLabelText('English'), { target: { value: '' } });
    expect((onChange.mock.lastCall?.[0] as { title: unknown }).title).toEqual({ ko: ko(manifest.routes[1]!.title) });
  });

  it('draws a paragraph’s languages as growing text areas', () => {
    renderItemForm(bilingualManifest(), '/routes/1/page/sections/0');
    const english = screen.getAllByLabelText('English');
    expect(english.some((box) => box.tagName === 'TEXTAREA')).toBe(true);
  });

  it('edits an image’s alt text per language, keeping the Korean when the English is typed', () => {
    const onChange = renderItemForm(bilingualManifest(['/instruments/0/equips/0/image/alt']), '/instruments/0');
    const alt = screen.getByRole('group', { name: '그림 설명 (필수)' });
    const korean = (within(alt).getByLabelText('한국어') as HTMLInputElement).value;
    expect(korean).not.toBe('');
    fireEvent.change(within(alt).getByLabelText(/^English/), { target: { value: 'The instrument' } });
    const edited = onChange.mock.lastCall?.[0] as { equips: { image: { alt: unknown } }[] };
    expect(edited.equips[0]!.image.alt).toEqual({ ko: korean, en: 'The instrument' });
  });

  it('edits a tab’s own name per language inside its short-or-long value', () => {
    const section = '/routes/3/page/sections/0';
    const plain = bilingualManifest();
    const [instrument] = valueAt(plain, `${section}/instruments`) as string[];
    const manifest = setAt(plain, pathOf(`${section}/instruments/0`), {
      instrument,
      label: { ko: '전자현미경', en: 'Microscope' },
    });
    const onChange = renderItemForm(manifest, section);
    const name = screen.getAllByRole('group', { name: '탭 이름 (선택)' })[0]!;
    expect(within(name).getByLabelText('한국어')).toHaveProperty('value', '전자현미경');
    fireEvent.change(within(name).getByLabelText('English'), { target: { value: 'TEM' } });
    const edited = onChange.mock.lastCall?.[0] as { instruments: unknown[] };
    expect(edited.instruments[0]).toEqual({ instrument, label: { ko: '전자현미경', en: 'TEM' } });
  });
});
