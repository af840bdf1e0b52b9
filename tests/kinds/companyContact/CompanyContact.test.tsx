// @vitest-environment jsdom
import { formField } from '../../helpers/inquiryFields';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { islandAttribute, readScriptJson } from '../../../src/islands/islandMarkup';
import { renderSiteNode, siteNodeElement } from '../../helpers/renderWithSite';
import { ko } from '../../helpers/manifestText';
import { polyfillDialog } from '../../components/InquiryDialog/polyfillDialog';
import {
  contactSection as contact,
  filled,
  fixtureManifest,
  koreanFormText,
  stubFetch,
  stubScrollIntoView,
} from '../../components/InquiryForm/inquiryFixture';

const manifest = fixtureManifest();
const text = manifest.inquiryForm;
const fetchMock = stubFetch();
stubScrollIntoView();

beforeAll(polyfillDialog);

beforeEach(() => {
  document.documentElement.classList.add('js');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderContact = () => renderSiteNode(contact, { manifest });

// Typing the whole form, key by key, takes seconds on a busy machine.
const sendingTimeout = { timeout: 15_000 };

async function sendFromDialog(user: ReturnType<typeof userEvent.setup>, opener: HTMLElement) {
  await user.click(opener);
  // The dialog's code loads on demand at the first opening.
  await waitFor(() => expect(document.querySelector('dialog')?.open).toBe(true));
  const dialog = within(document.querySelector('dialog') as HTMLDialogElement);
  for (const [name, value] of Object.entries(filled))
    await user.type(dialog.getByLabelText(ko(formField(text, name).label)), value);
  await user.click(dialog.getByRole('checkbox', { name: ko(text.consent.label) }));
  await user.click(dialog.getByRole('button', { name: ko(text.submit) }));
}

it('shows the section’s title, intro and details, and the button that opens the dialog', () => {
  const { container } = renderContact();
  expect(container.querySelector('section')?.id).toBe(contact.id);
  expect(screen.getByRole('heading', { name: ko(contact.title) })).toBeDefined();
  const opener = screen.getByRole('button', { name: ko(contact.buttonLabel) });
  expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
});

/** The note beside the opener that holds the last success's text. */
const noteBesideOpener = (opener: HTMLElement) => opener.parentElement?.querySelector('p');

it(
  'keeps the stored inquiry’s number beside the button, unannounced (the dialog confirmed it), until the dialog is opened again',
  sendingTimeout,
  async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ id: 2718 }, { status: 201 }));
    renderContact();
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: ko(contact.buttonLabel) });
    expect(noteBesideOpener(opener)?.textContent).toBe('');

    await sendFromDialog(user, opener);
    const sent = ko(text.status.sent).replace('{id}', '2718');
    await waitFor(() => expect(noteBesideOpener(opener)?.textContent).toBe(sent));
    expect(noteBesideOpener(opener)?.closest('[role="status"], [aria-live]')).toBeNull();
    expect(fetchMock).toHaveBeenCalledOnce();

    await user.click(opener);
    expect(noteBesideOpener(opener)?.textContent).toBe('');
  },
);

it(
  'says in the dialog that the mail program opened, not that the inquiry was received, in the mailto mode',
  sendingTimeout,
  async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderSiteNode(contact, { manifest: fixtureManifest({ mode: 'mailto', address: 'lab@example.com' }) });
    const user = userEvent.setup();
    await sendFromDialog(user, screen.getByRole('button', { name: ko(contact.buttonLabel) }));
    const dialog = within(document.querySelector('dialog') as HTMLDialogElement);
    await waitFor(() => expect(dialog.getByRole('status').textContent).toBe(ko(text.status.mailtoOpened)));
  },
);

it('keeps nothing beside the button when sending failed: the dialog says why', sendingTimeout, async () => {
  fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  renderContact();
  const user = userEvent.setup();
  await sendFromDialog(user, screen.getByRole('button', { name: ko(contact.buttonLabel) }));
  const dialog = document.querySelector('dialog') as HTMLDialogElement;
  await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toContain(ko(text.status.offline)));
  expect(dialog.open).toBe(true);
  expect(within(dialog).getByRole('status', { hidden: true }).textContent).toBe('');
  expect(
    noteBesideOpener(screen.getByRole('button', { name: ko(contact.buttonLabel), hidden: true }))?.textContent,
  ).toBe('');
});

it('links to the page’s inquiry form for visitors without JavaScript', () => {
  document.documentElement.classList.remove('js');
  renderContact();
  expect(screen.getByRole('link', { name: ko(contact.buttonLabel) }).getAttribute('href')).toBe(text.href);
  expect(screen.queryByRole('button', { name: ko(contact.buttonLabel) })).toBeNull();
});

const prerenderContact = () => renderToString(siteNodeElement(contact, { manifest }));

it('is prerendered without the dialog, which a server cannot render into document.body', () => {
  const html = prerenderContact();
  expect(html).toContain(contact.buttonLabel);
  expect(html).not.toContain('<dialog');
});

it('hydrates its button and dialog as an island from the form’s texts and the lab’s phone and e-mail alone', () => {
  const page = document.createElement('div');
  page.innerHTML = prerenderContact();
  const island = page.querySelector(`[${islandAttribute}="inquiryDialogButton"]`);
  expect(island?.querySelector('button')?.textContent).toBe(ko(contact.buttonLabel));
  expect(readScriptJson(island!.nextElementSibling)).toEqual({
    label: ko(contact.buttonLabel),
    data: {
      text: koreanFormText(manifest),
      contact: { phone: manifest.company.phone, email: manifest.company.email },
      href: text.href,
      lang: 'ko',
    },
    section: contact.id,
    page: `/#${contact.id}`,
  });
});
