// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ko } from '../../helpers/manifestText';
import { filled, stubFetch, stubScrollIntoView } from './inquiryFixture';
import { renderInquiryForm } from './renderInquiryForm';

const fetchMock = stubFetch();
stubScrollIntoView();
afterEach(cleanup);

type View = ReturnType<typeof renderInquiryForm>;
const otherWaysStart = (view: View) => ko(view.text.status.otherWays).split('{')[0]!;

describe('after a field typed wrong', () => {
  it('says to check the fields without the other ways, and the button keeps its label', async () => {
    const view = renderInquiryForm();
    await view.fill({ ...filled, email: 'not-an-address' });
    await view.user.click(view.consent());
    await view.user.click(view.button());
    await waitFor(() => expect(view.alert().textContent).toBe(ko(view.text.status.invalid)));
    expect(view.alert().textContent).not.toContain(otherWaysStart(view));
    expect(view.button().textContent).toBe(ko(view.text.submit));
  });

  it('leaves no box at all once every marked field is fixed', async () => {
    const view = renderInquiryForm();
    await view.fill({ company: filled.company, phone: filled.phone });
    await view.user.click(view.button());
    await waitFor(() => expect(view.alert().textContent).toBe(ko(view.text.status.invalid)));
    await view.fill({ email: filled.email, message: filled.message });
    expect(view.alert().textContent).toContain(ko(view.text.status.invalid));
    await view.user.click(view.consent());
    expect(view.alert().childElementCount).toBe(0);
    expect(view.button().textContent).toBe(ko(view.text.submit));
  });

  it('keeps the server’s form-wide message, with the other ways, while fields are fixed', async () => {
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { errors: { email: '이메일을 확인해 주세요.', form: '입력을 다시 확인해 주세요.' } },
        { status: 400 },
      ),
    );
    const view = renderInquiryForm();
    await view.fill(filled);
    await view.user.click(view.consent());
    await view.user.click(view.button());
    await waitFor(() => expect(view.alert().textContent).toContain('입력을 다시 확인해 주세요.'));
    await view.user.type(view.fields().email, 'm');
    expect(view.alert().textContent).not.toContain(ko(view.text.status.invalid));
    expect(view.alert().textContent).toContain('입력을 다시 확인해 주세요.');
    expect(view.alert().textContent).toContain(otherWaysStart(view));
  });
});

describe('after a failed send', () => {
  it('offers a retry with the other ways, until the inquiry is stored and a new one started', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 503 }));
    const view = renderInquiryForm();
    await view.fill(filled);
    await view.user.click(view.consent());
    await view.user.click(view.button());
    await waitFor(() => expect(view.button().textContent).toBe(ko(view.text.status.retry)));
    expect(view.alert().textContent).toContain(ko(view.text.status.failed));
    expect(view.alert().textContent).toContain(otherWaysStart(view));

    // Editing does not undo a failed send: it is still a retry.
    await view.user.type(view.fields().message, '.');
    expect(view.button().textContent).toBe(ko(view.text.status.retry));

    fetchMock.mockResolvedValueOnce(Response.json({ id: 8 }, { status: 201 }));
    await view.user.click(view.button());
    await view.user.click(await screen.findByRole('button', { name: ko(view.text.newInquiry) }));
    expect(view.button().textContent).toBe(ko(view.text.submit));
    expect(view.alert().childElementCount).toBe(0);
  });
});
