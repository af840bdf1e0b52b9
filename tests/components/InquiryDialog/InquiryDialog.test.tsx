// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CompanyContact } from '../../../src/components/CompanyContact/CompanyContact';
import { submitInquiry } from '../../../src/components/InquiryForm/submitInquiry';
import type { CompanyContact as CompanyContactNode } from '../../../src/manifest/site.gen';
import { readSiteManifest, renderWithSite } from '../../helpers/renderWithSite';
import { polyfillDialog } from './polyfillDialog';

vi.mock('../../../src/components/InquiryForm/submitInquiry', () => ({ submitInquiry: vi.fn(async () => {}) }));

const manifest = readSiteManifest();
const text = manifest.inquiryForm;
const home = manifest.routes.find((route) => route.path === '/')?.page;
const node = home?.type === 'fullPageScroller' ? home.sections.find((section) => section.type === 'companyContact') : undefined;
if (!node) throw new Error('The home page of site.json is expected to hold a companyContact section.');
const contact = node as CompanyContactNode;

const filled = { company: '한빛소재', phone: '042-123-4567', email: 'qa@hanbit.example', message: '도금층 변색 원인 분석 문의' };

beforeAll(polyfillDialog);

beforeEach(() => {
  document.documentElement.classList.add('js');
  vi.mocked(submitInquiry).mockClear();
});
afterEach(cleanup);

function renderContact() {
  renderWithSite(<CompanyContact node={contact} renderNode={() => null} />);
  const opener = screen.getByRole('button', { name: contact.buttonLabel });
  return { opener, user: userEvent.setup() };
}

/** The dialog element, open or not (a closed dialog is hidden from role queries). */
function dialogElement(): HTMLDialogElement {
  const dialog = document.querySelector('dialog');
  if (!dialog) throw new Error('No <dialog> was rendered.');
  return dialog;
}

const fields = () => {
  const form = within(dialogElement());
  return {
    company: form.getByLabelText(text.company) as HTMLInputElement,
    phone: form.getByLabelText(text.phone) as HTMLInputElement,
    email: form.getByLabelText(text.email) as HTMLInputElement,
    message: form.getByLabelText(text.message) as HTMLTextAreaElement,
  };
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<typeof filled>) {
  const inputs = fields();
  for (const [name, value] of Object.entries(values)) await user.type(inputs[name as keyof typeof filled], value);
}

async function openDialog() {
  const view = renderContact();
  await view.user.click(view.opener);
  return view;
}

describe('opening', () => {
  it('is closed at first', () => {
    renderContact();
    expect(dialogElement().open).toBe(false);
  });

  it('opens from the contact section’s button, titled and with focus in the first field', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: text.dialogTitle });
    expect(dialog).toBe(dialogElement());
    expect(dialogElement().open).toBe(true);
    expect(document.activeElement).toBe(fields().company);
  });

  it('has the four required fields with labels, the right types and the message placeholder', async () => {
    await openDialog();
    const { company, phone, email, message } = fields();
    expect([company, phone, email, message].every((field) => field.required)).toBe(true);
    expect(phone.type).toBe('tel');
    expect(email.type).toBe('email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(message.rows).toBe(3);
    expect(message.placeholder).toBe('문의 내용을 입력해 주세요');
  });
});

describe('closing', () => {
  it('closes on the cancel button and gives focus back to the opener', async () => {
    const { opener, user } = await openDialog();
    await user.click(within(dialogElement()).getByRole('button', { name: text.cancel }));
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape (the dialog’s cancel event) and gives focus back to the opener', async () => {
    const { opener } = await openDialog();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => {
      dialogElement().dispatchEvent(cancel);
    });
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a click on the backdrop, and not on a click inside', async () => {
    const { opener, user } = await openDialog();
    await user.click(screen.getByRole('heading', { name: text.dialogTitle }));
    await user.click(fields().message);
    expect(dialogElement().open).toBe(true);
    // The backdrop belongs to the dialog element: a click there targets the element itself.
    await user.click(dialogElement());
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('stays open when a press inside ends on the backdrop (a text selection dragged out)', async () => {
    await openDialog();
    fireEvent.pointerDown(fields().message);
    fireEvent.click(dialogElement());
    expect(dialogElement().open).toBe(true);
  });

  it('opens again after the browser closed it on its own', async () => {
    const { opener, user } = await openDialog();
    act(() => dialogElement().close());
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    expect(dialogElement().open).toBe(true);
  });
});

describe('submitting', () => {
  it('passes the four values to submitInquiry, clears the fields, closes and confirms beside the opener', async () => {
    const { opener, user } = await openDialog();
    await fill(user, filled);
    await user.click(within(dialogElement()).getByRole('button', { name: text.submit }));

    expect(submitInquiry).toHaveBeenCalledExactlyOnceWith(filled);
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(screen.getByRole('status').textContent).toBe(text.sent);
    const { company, phone, email, message } = fields();
    expect([company.value, phone.value, email.value, message.value]).toEqual(['', '', '', '']);
  });

  it('does not submit or close while a required field is empty, and keeps what was typed', async () => {
    const { user } = await openDialog();
    const rest = { company: filled.company, phone: filled.phone, email: filled.email };
    await fill(user, rest);
    await user.click(within(dialogElement()).getByRole('button', { name: text.submit }));

    expect(submitInquiry).not.toHaveBeenCalled();
    expect(dialogElement().open).toBe(true);
    const { company, phone, email } = fields();
    expect([company.value, phone.value, email.value]).toEqual([rest.company, rest.phone, rest.email]);
    expect(fields().message.validity.valueMissing).toBe(true);
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
  });

  it('submits with Enter in a field once the form is valid', async () => {
    const { user } = await openDialog();
    await fill(user, filled);
    await user.type(fields().email, '{Enter}');
    expect(submitInquiry).toHaveBeenCalledExactlyOnceWith(filled);
    expect(dialogElement().open).toBe(false);
  });
});
