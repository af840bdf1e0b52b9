// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pathOf, setAt } from '../../../../src/editor/saving/jsonEdits';
import { lengthCount } from '../../../../src/editor/forms/widgets/lengthCount';
import { bilingualManifest } from '../../translations/bilingualManifest';
import { renderItemForm } from '../../../helpers/renderItemForm';

afterEach(cleanup);

describe('lengthCount', () => {
  it('says nothing well within the limit, counts from 80% of it, and says by how much a text is over', () => {
    expect(lengthCount('x'.repeat(47), 60)).toBeUndefined();
    expect(lengthCount('x'.repeat(48), 60)).toEqual({ text: '48/60자', over: false });
    expect(lengthCount('x'.repeat(60), 60)).toEqual({ text: '60/60자', over: false });
    expect(lengthCount('x'.repeat(1890), 80)).toEqual({ text: '1890/80자 · 1810자 넘음', over: true });
  });

  it('counts characters as the schema does, one per emoji or syllable', () => {
    expect(lengthCount('가'.repeat(70), 80)?.text).toBe('70/80자');
    expect(lengthCount('😀'.repeat(70), 80)?.text).toBe('70/80자');
  });
});

describe('the length counter in the editor’s forms', () => {
  it('counts a partner’s English name near its limit under its own box, which names the count', () => {
    const manifest = setAt(bilingualManifest(), pathOf('/partners/0/name'), { ko: '협력사', en: 'x'.repeat(70) });
    renderItemForm(manifest, '/partners/0');
    const group = screen.getByRole('group', { name: '협력사 이름' });
    const english = within(group).getByLabelText('English');
    const counter = within(group).getByText('70/80자');
    expect(english.getAttribute('aria-describedby')?.split(' ')).toContain(counter.id);
    // The Korean name, well within the limit, has no count.
    expect(within(group).getAllByText(/\/80자$/u)).toHaveLength(1);
  });

  it('flags a pasted name far over the limit', () => {
    const manifest = setAt(bilingualManifest(), pathOf('/partners/0/name'), { ko: '협력사', en: 'x'.repeat(1890) });
    renderItemForm(manifest, '/partners/0');
    expect(screen.getByText('1890/80자 · 1810자 넘음')).toBeTruthy();
  });

  it('counts a plain one-line string with a limit (a model name)', () => {
    const manifest = setAt(bilingualManifest(), pathOf('/instruments/0/equips/0/modelName'), 'm'.repeat(110));
    renderItemForm(manifest, '/instruments/0');
    expect(screen.getByText('110/120자')).toBeTruthy();
  });
});
