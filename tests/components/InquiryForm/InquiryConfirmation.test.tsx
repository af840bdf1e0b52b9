// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ko } from '../../helpers/manifestText';
import { filled, stubFetch, stubScrollIntoView } from './inquiryFixture';
import { renderInquiryForm } from './renderInquiryForm';

const fetchMock = stubFetch();
const scrollIntoView = stubScrollIntoView();
afterEach(cleanup);

async function send(view: ReturnType<typeof renderInquiryForm>) {
  await view.fill(filled);
  await view.user.click(view.consent());
  await view.user.click(view.button());
}

/** Every live region's text: what a screen reader would also read out by itself. */
const liveText = () =>
  [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')]
    .map((region) => region.textContent)
    .join('');

describe('once the server has stored the inquiry', () => {
  it('puts the confirmation with its number in the form’s place, scrolls to it and focuses it, announced once', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ id: 42 }, { status: 201 }));
    const view = renderInquiryForm();
    await send(view);

    const confirmation = await waitFor(() => view.confirmation());
    expect(confirmation.textContent).toBe(ko(view.text.status.sent).replace('{id}', '42'));
    expect(view.container.querySelector('form')).toBeNull();
    expect(document.activeElement).toBe(confirmation);
    expect(confirmation.tabIndex).toBe(-1);
    // Heard as the focused heading; a live region holding it too would make it heard twice.
    expect(liveText()).not.toContain(confirmation.textContent);
    expect(scrollIntoView).toHaveBeenCalledOnce();
    const scrolled = scrollIntoView.mock.contexts[0] as Element;
    expect(scrolled.contains(confirmation)).toBe(true);
    expect(scrolled.contains(screen.getByRole('button', { name: ko(view.text.newInquiry) }))).toBe(true);
  });

  it('offers a new inquiry: an empty form, its first field focused, the button as at first', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ id: 43 }, { status: 201 }));
    const view = renderInquiryForm();
    await send(view);
    await view.user.click(await screen.findByRole('button', { name: ko(view.text.newInquiry) }));

    expect(view.values()).toEqual(['', '', '', '']);
    expect(view.consent().checked).toBe(false);
    expect(document.activeElement).toBe(view.fields().company);
    expect(view.button().textContent).toBe(ko(view.text.submit));
    expect(view.alert().textContent).toBe('');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });
});

it('claims nothing when the site’s server answers anything but 201 (a proxy’s page), and keeps the form', async () => {
  fetchMock.mockResolvedValueOnce(
    new Response('<html>OK</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
  );
  const view = renderInquiryForm();
  await send(view);
  await waitFor(() => expect(view.alert().textContent).toContain(ko(view.text.status.failed)));
  expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  expect(view.values()).toEqual(Object.values(filled));
  expect(scrollIntoView).not.toHaveBeenCalled();
});
