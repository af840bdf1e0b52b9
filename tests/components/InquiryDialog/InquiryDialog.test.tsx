// @vitest-environment jsdom
import { formField, formTextField } from '../../helpers/inquiryFields';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ko } from '../../helpers/manifestText';
import { renderSiteNode } from '../../helpers/renderWithSite';
import {
  contactSection as contact,
  filled,
  fixtureManifest,
  type Filled,
  stubFetch,
  stubScrollIntoView,
} from '../InquiryForm/inquiryFixture';
import { polyfillDialog } from './polyfillDialog';

const manifest = fixtureManifest();
const text = manifest.inquiryForm;

const fetchMock = stubFetch();
stubScrollIntoView();

beforeAll(polyfillDialog);

beforeEach(() => {
  document.documentElement.classList.add('js');
});
afterEach(cleanup);

function renderContact() {
  renderSiteNode(contact, { manifest });
  const opener = screen.getByRole('button', { name: ko(contact.buttonLabel) });
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
    company: form.getByLabelText(ko(formField(text, 'company').label)) as HTMLInputElement,
    phone: form.getByLabelText(ko(formField(text, 'phone').label)) as HTMLInputElement,
    email: form.getByLabelText(ko(formField(text, 'email').label)) as HTMLInputElement,
    message: form.getByLabelText(ko(formField(text, 'message').label)) as HTMLTextAreaElement,
  };
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<Filled>) {
  const inputs = fields();
  for (const [name, value] of Object.entries(values)) await user.type(inputs[name as keyof Filled], value);
}

async function fillAndConsent(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, filled);
  await user.click(within(dialogElement()).getByRole('checkbox', { name: ko(text.consent.label) }));
}

const submitButton = () => within(dialogElement()).getByRole('button', { name: ko(text.submit) });

async function openDialog() {
  const view = renderContact();
  await view.user.click(view.opener);
  // The dialog's code loads on demand at the first opening.
  await waitFor(() => expect(document.querySelector('dialog')?.open).toBe(true));
  return view;
}

describe('opening', () => {
  it('is closed at first, its code not even loaded', () => {
    renderContact();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('opens from the contact section’s button, titled and with focus in the first field', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: ko(text.dialogTitle) });
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
    expect(message.placeholder).toBe(ko(formTextField(text, 'message').placeholder!));
  });
});

describe('closing', () => {
  it('has a close button at the top, before the form, named for screen readers', async () => {
    await openDialog();
    const close = within(dialogElement()).getByRole('button', { name: ko(text.close) });
    const [first] = within(dialogElement()).getAllByRole('button');
    expect(first).toBe(close);
    expect(close.compareDocumentPosition(fields().company) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('closes on the close button, gives focus back to the opener and keeps what was typed', async () => {
    const { opener, user } = await openDialog();
    await fill(user, { company: filled.company, message: filled.message });
    await user.click(within(dialogElement()).getByRole('button', { name: ko(text.close) }));
    expect(dialogElement().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    await user.click(opener);
    expect(fields().company.value).toBe(filled.company);
    expect(fields().message.value).toBe(filled.message);
  });

  it('closes on the cancel button and gives focus back to the opener', async () => {
    const { opener, user } = await openDialog();
    await user.click(within(dialogElement()).getByRole('button', { name: ko(text.cancel) }));
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
    await user.click(screen.getByRole('heading', { name: ko(text.dialogTitle) }));
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
  it('confirms a stored inquiry in the form’s place and focuses it; closed, the number stays beside the opener; it opens again empty', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ id: 314 }, { status: 201 }));
    const { opener, user } = await openDialog();
    await fillAndConsent(user);
    await user.click(submitButton());

    const sent = ko(text.status.sent).replace('{id}', '314');
    const confirmation = await within(dialogElement()).findByRole('heading', { name: sent });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      ...filled,
      consent: true,
      page: `/#${contact.id}`,
    });
    expect(dialogElement().open).toBe(true);
    // The heading takes focus in an effect just after it is drawn.
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(dialogElement().querySelector('form')).toBeNull();

    await user.click(within(dialogElement()).getByRole('button', { name: ko(text.close) }));
    expect(document.activeElement).toBe(opener);
    // Beside the opener for later, not a live region: the focused heading was already heard.
    const note = screen.getByText(sent, { selector: 'p' });
    expect(note.closest('[role="status"], [aria-live]')).toBeNull();

    await user.click(opener);
    const { company, phone, email, message } = fields();
    expect([company.value, phone.value, email.value, message.value]).toEqual(['', '', '', '']);
  });

  it('keeps a new inquiry begun after a stored one when closed and opened again', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ id: 316 }, { status: 201 }));
    const { opener, user } = await openDialog();
    await fillAndConsent(user);
    await user.click(submitButton());
    await user.click(await within(dialogElement()).findByRole('button', { name: ko(text.newInquiry) }));
    expect(document.activeElement).toBe(fields().company);
    await fill(user, { company: '새회사' });
    await user.click(within(dialogElement()).getByRole('button', { name: ko(text.close) }));
    await user.click(opener);
    expect(fields().company.value).toBe('새회사');
  });

  it('stays open with every value and the reason when the server fails, and sends again from there', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 503 }));
    const { user } = await openDialog();
    await fillAndConsent(user);
    await user.click(submitButton());

    const alert = within(dialogElement()).getByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(ko(text.status.failed)));
    expect(dialogElement().open).toBe(true);
    const { company, phone, email, message } = fields();
    expect([company.value, phone.value, email.value, message.value]).toEqual(Object.values(filled));
    expect(within(alert).getByRole('link', { name: manifest.company.phone })).toBeDefined();

    fetchMock.mockResolvedValueOnce(Response.json({ id: 315 }, { status: 201 }));
    await user.click(within(dialogElement()).getByRole('button', { name: ko(text.status.retry) }));
    expect(
      await within(dialogElement()).findByRole('heading', { name: ko(text.status.sent).replace('{id}', '315') }),
    ).toBeDefined();
  });

  it('does not send or close while a field is empty, keeps what was typed and marks the field', async () => {
    const { user } = await openDialog();
    const rest = { company: filled.company, phone: filled.phone, email: filled.email };
    await fill(user, rest);
    await user.click(submitButton());
    // The check is its own chunk, imported on first typing.
    await act(async () => vi.dynamicImportSettled());

    expect(fetchMock).not.toHaveBeenCalled();
    expect(dialogElement().open).toBe(true);
    const { company, phone, email, message } = fields();
    expect([company.value, phone.value, email.value]).toEqual([rest.company, rest.phone, rest.email]);
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(message);
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
  });

  it('submits with Enter in a field once the form is valid', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ id: 9 }, { status: 201 }));
    const { user } = await openDialog();
    await fillAndConsent(user);
    await user.type(fields().email, '{Enter}');
    await waitFor(() => expect(dialogElement().querySelector('form')).toBeNull());
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});
