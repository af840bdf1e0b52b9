// @vitest-environment jsdom
// A firm's own kinds of field in the form, as the clinic fixture defines them, with its choice as a list box.
import { act, cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import clinicFields from '../../fixtures/inquiry-fields/clinic.json';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { renderSiteNode } from '../../helpers/renderWithSite';
import { fixtureManifest, formPath, inquirySection, stubFetch, stubScrollIntoView } from './inquiryFixture';

const fetchMock = stubFetch();
stubScrollIntoView();
afterEach(cleanup);

/** The clinic's texts in Korean only: the fixture site has one language. */
const inKorean = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(inKorean);
  if (value === null || typeof value !== 'object') return value;
  if ('ko' in value) return (value as { ko: string }).ko;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, inKorean(entry)]));
};

/** The fixture with the clinic's fields, its treatment shown as a list box with a prompt. */
function clinicManifest(): SiteManifest {
  const manifest = fixtureManifest();
  const fields = inKorean(clinicFields) as SiteManifest['inquiryForm']['fields'];
  const treatment = fields.find((field) => field.key === 'treatment');
  if (treatment?.type !== 'choice') throw new Error('The clinic fixture is expected to hold a treatment choice.');
  treatment.display = 'select';
  treatment.placeholder = '고르세요';
  manifest.inquiryForm.fields = fields;
  return manifest;
}

function renderClinicForm() {
  const manifest = clinicManifest();
  const { container } = renderSiteNode(inquirySection(manifest), { manifest, path: formPath });
  const form = within(container.querySelector('form')!);
  return { form, manifest, user: userEvent.setup() };
}

const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join('');

describe('a firm’s own fields', () => {
  it('render each kind with the browser’s own checks for a page without a script', () => {
    const { form } = renderClinicForm();
    const name = form.getByLabelText('성함') as HTMLInputElement;
    expect([name.type, name.required, name.minLength, name.maxLength, name.autocomplete]).toEqual([
      'text',
      true,
      2,
      40,
      'name',
    ]);
    const date = form.getByLabelText('희망 날짜') as HTMLInputElement;
    expect(date.required).toBe(false);
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe('예: 12월 3일 오전');
    const treatment = form.getByLabelText('진료 과목') as HTMLSelectElement;
    expect(treatment.required).toBe(true);
    expect([...treatment.options].map((option) => [option.value, option.textContent])).toEqual([
      ['', '고르세요'],
      ['scaling', '스케일링'],
      ['implant', '임플란트'],
      ['checkup', '정기 검진'],
    ]);
    expect((form.getByLabelText('증상') as HTMLTextAreaElement).maxLength).toBe(1000);
    expect((form.getByRole('checkbox', { name: '문자로 예약 안내 받기' }) as HTMLInputElement).name).toBe('smsOk');
  });

  it('marks each field with its own label, sending nothing, and sends the fields by their keys once fixed', async () => {
    const { form, user } = renderClinicForm();
    const [submit] = form.getAllByRole('button').slice(-1);
    await user.click(submit!);
    await act(async () => vi.dynamicImportSettled());
    const treatment = form.getByLabelText('진료 과목');
    await vi.waitFor(() => expect(errorOf(treatment)).toBe('‘진료 과목’ 항목에서 하나를 골라 주세요.'));
    expect(errorOf(form.getByLabelText('성함'))).toBe('‘성함’ 항목을 입력해 주세요.');
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(Response.json({ id: 7 }, { status: 201 }));
    await user.type(form.getByLabelText('성함'), '김하늘');
    await user.type(form.getByLabelText('휴대전화'), '1588-1234');
    await user.selectOptions(treatment, 'checkup');
    await user.click(form.getByRole('checkbox', { name: '문자로 예약 안내 받기' }));
    await user.click(form.getAllByRole('checkbox').at(-1)!);
    await user.click(submit!);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      patientName: '김하늘',
      phone: '1588-1234',
      preferredDate: '',
      treatment: 'checkup',
      notes: '',
      smsOk: true,
      consent: true,
      page: `${formPath}#${inquirySection(clinicManifest()).id}`,
    });
  });
});
