// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pathOf, setAt } from '../../../src/editor/saving/jsonEdits';
import { missingTranslations } from '../../../src/editor/translations/missingTranslations';
import { bilingualManifest } from './bilingualManifest';
import { renderItemForm } from '../../helpers/renderItemForm';

afterEach(cleanup);

const nameGroup = () => screen.getByRole('group', { name: '협력사 이름' });

describe('모든 언어 같음 in the editor', () => {
  it('marks a partner’s name the same in every language, from its Korean text', () => {
    const manifest = setAt(bilingualManifest(['/partners/0/name']), pathOf('/partners/0/name'), '한빛');
    const onChange = renderItemForm(manifest, '/partners/0');
    expect(within(nameGroup()).getByText('번역 없음')).toBeTruthy();
    fireEvent.click(within(nameGroup()).getByRole('checkbox', { name: '모든 언어 같음' }));
    expect((onChange.mock.lastCall?.[0] as { name: unknown }).name).toEqual({ '*': '한빛' });
  });

  it('shows a text marked so as one box for every language, lacking no translation, and writes it back per language when unmarked', () => {
    const manifest = setAt(bilingualManifest(), pathOf('/partners/0/name'), { '*': 'KMAC' });
    expect(missingTranslations(manifest).map((text) => text.pointer)).not.toContain('/partners/0/name');
    const onChange = renderItemForm(manifest, '/partners/0');
    const group = nameGroup();
    expect(within(group).getByRole('checkbox', { name: '모든 언어 같음' })).toHaveProperty('checked', true);
    expect(within(group).getByLabelText('모든 언어')).toHaveProperty('value', 'KMAC');
    expect(within(group).queryByLabelText('English')).toBeNull();
    fireEvent.change(within(group).getByLabelText('모든 언어'), { target: { value: 'KMAC Lab' } });
    expect((onChange.mock.lastCall?.[0] as { name: unknown }).name).toEqual({ '*': 'KMAC Lab' });
    fireEvent.click(within(group).getByRole('checkbox', { name: '모든 언어 같음' }));
    expect((onChange.mock.lastCall?.[0] as { name: unknown }).name).toEqual({ ko: 'KMAC Lab' });
  });

  it('is offered for names, not for titles and sentences', () => {
    renderItemForm(bilingualManifest(), '/routes/1');
    expect(
      within(screen.getByRole('group', { name: '페이지 제목' })).queryByRole('checkbox', { name: '모든 언어 같음' }),
    ).toBeNull();
  });
});
