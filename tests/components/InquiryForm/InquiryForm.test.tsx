// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Inquiry } from '../../../src/components/Inquiry/Inquiry';
import { submitInquiry } from '../../../src/components/InquiryForm/submitInquiry';
import type { Inquiry as InquiryNode } from '../../../src/manifest/site.gen';
import { readSiteManifest, renderWithSite } from '../../helpers/renderWithSite';

vi.mock('../../../src/components/InquiryForm/submitInquiry', () => ({ submitInquiry: vi.fn(async () => {}) }));

const manifest = readSiteManifest();
const text = manifest.inquiryForm;
const filled = { company: '한빛소재', phone: '042-123-4567', email: 'qa@hanbit.example', message: '도금층 변색 원인 분석 문의' };

function inquirySection(path: string): InquiryNode {
  const page = manifest.routes.find((route) => route.path === path)?.page;
  const node = page?.type === 'stackedPage' ? page.sections.find((section) => section.type === 'inquiry') : undefined;
  if (node?.type !== 'inquiry') throw new Error(`${path} in site.json is expected to hold an inquiry section.`);
  return node;
}

beforeEach(() => vi.mocked(submitInquiry).mockClear());
afterEach(cleanup);

function renderSection(path: string) {
  const node = inquirySection(path);
  const { container } = renderWithSite(<Inquiry node={node} renderNode={() => null} />, { path });
  const form = within(container.querySelector('form') as HTMLFormElement);
  const fields = {
    company: form.getByLabelText(text.company) as HTMLInputElement,
    phone: form.getByLabelText(text.phone) as HTMLInputElement,
    email: form.getByLabelText(text.email) as HTMLInputElement,
    message: form.getByLabelText(text.message) as HTMLTextAreaElement,
  };
  const submit = form.getByRole('button', { name: text.submit });
  return { container, node, fields, submit, user: userEvent.setup() };
}

describe.each(['/introduce', '/help'])('the inquiry section of %s', (path) => {
  it('is the section site.json names, with its title and the four required fields', () => {
    const { container, node, fields } = renderSection(path);
    expect(container.querySelector('section')?.id).toBe(node.id);
    expect(screen.getByRole('heading', { name: node.title })).toBeDefined();
    expect(Object.values(fields).every((field) => field.required)).toBe(true);
    expect(fields.message.placeholder).toBe(text.messagePlaceholder);
    // Inline, there is nothing to cancel.
    expect(screen.queryByRole('button', { name: text.cancel })).toBeNull();
  });

  it('submits the four values, clears the fields and shows the confirmation', async () => {
    const { fields, submit, user } = renderSection(path);
    for (const [name, value] of Object.entries(filled)) await user.type(fields[name as keyof typeof filled], value);
    await user.click(submit);
    expect(submitInquiry).toHaveBeenCalledExactlyOnceWith(filled);
    expect(Object.values(fields).map((field) => field.value)).toEqual(['', '', '', '']);
    expect(screen.getByRole('status').textContent).toBe(text.sent);
  });

  it('keeps what was typed and submits nothing while a field is invalid', async () => {
    const { fields, submit, user } = renderSection(path);
    await user.type(fields.company, filled.company);
    await user.type(fields.phone, filled.phone);
    await user.type(fields.email, 'not-an-address');
    await user.type(fields.message, filled.message);
    await user.click(submit);
    expect(submitInquiry).not.toHaveBeenCalled();
    expect(fields.email.validity.typeMismatch).toBe(true);
    expect(Object.values(fields).map((field) => field.value)).toEqual([filled.company, filled.phone, 'not-an-address', filled.message]);
  });
});

it('/introduce’s inquiry section is the #contact the menu’s inquiry items link to', () => {
  expect(inquirySection('/introduce').id).toBe('contact');
  const targets = manifest.menu.flatMap((group) => group.subItems.map((item) => `${item.href ?? group.href}#${item.hash}`));
  expect(targets.filter((target) => target === '/introduce#contact')).toHaveLength(2);
  expect(text.href).toBe('/introduce#contact');
});
