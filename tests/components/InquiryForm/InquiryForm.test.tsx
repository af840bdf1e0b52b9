// @vitest-environment jsdom
import { formTextField } from '../../helpers/inquiryFields';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inquiryConstraints } from '../../../src/inquiry/inquiryConstraints.gen';
import { checkInquiry } from '../../../src/inquiry/checkInquiry';
import { FORM_WORDS } from '../../../src/inquiry/messages/formWords';
import type { SiteManifest } from '../../../src/manifest/site.gen';
import { ko } from '../../helpers/manifestText';
import { readSiteManifest, renderSiteNode } from '../../helpers/renderWithSite';
import { deferred, filled, fixtureManifest, koreanRules, stubFetch, stubScrollIntoView } from './inquiryFixture';
import { renderInquiryForm } from './renderInquiryForm';

// Typing the whole form, key by key, takes seconds on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

/** The check and the sending are imported when someone first types or submits. */
const sendingLoaded = () => act(async () => vi.dynamicImportSettled());

const fetchMock = stubFetch();
stubScrollIntoView();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const stored = (id: number) => Response.json({ id }, { status: 201 });
const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body)) as Record<string, unknown>;
/** The Korean messages the server would give for these values. */
const serverErrors = (values: Record<string, unknown>) => {
  const check = checkInquiry(values, koreanRules(fixtureManifest()));
  if (check.ok) throw new Error('Expected invalid values.');
  return check.errors;
};
const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('without a script', () => {
  it('posts to the API with the schema’s own limits, so the browser checks what it can', () => {
    const view = renderInquiryForm();
    const formElement = view.formElement();
    const fields = view.fields();
    const { node } = view;
    expect(formElement.getAttribute('method')).toBe('post');
    expect(formElement.getAttribute('action')).toBe(`/api/inquiries#${node.id}`);
    expect(Object.values(fields).every((field) => field.required)).toBe(true);
    expect(fields.company.maxLength).toBe(
      formTextField(view.text, 'company').maxLength ?? inquiryConstraints.kinds.text.maxLength,
    );
    expect(fields.message.maxLength).toBe(inquiryConstraints.kinds.longText.maxLength);
    expect(fields.phone.type).toBe('tel');
    expect(fields.phone.autocomplete).toBe('tel');
    expect(fields.phone.pattern).toBe(inquiryConstraints.kinds.tel.pattern);
    expect(fields.email.type).toBe('email');
  });

  it('carries the page and section it was sent from, and a honeypot no person reaches', () => {
    const formElement = renderInquiryForm().formElement();
    expect((formElement.elements.namedItem('page') as HTMLInputElement).value).toBe('/about#contact');
    const honeypot = formElement.elements.namedItem('website') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('labels the honeypot in the page’s language: an English page reads no Korean there', () => {
    const manifest = JSON.parse(
      readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../fixtures/manifests/bilingual.json'), 'utf8'),
    ) as SiteManifest;
    const about = manifest.routes.find((route) => route.path === '/about')!.page;
    const node =
      about.type === 'stackedPage' ? about.sections.find((section) => section.type === 'inquiry')! : undefined;
    const honeypotLabel = (path: string) => {
      const { container, unmount } = renderSiteNode(node!, { manifest, path });
      const label = container.querySelector<HTMLInputElement>('input[name="website"]')!.labels![0]!.textContent;
      unmount();
      return label;
    };
    expect(honeypotLabel('/en/about')).toBe(FORM_WORDS['honeypot-label'].en({}).message);
    expect(honeypotLabel('/en/about')).not.toMatch(/[\uac00-\ud7a3]/);
    expect(honeypotLabel('/about')).toBe(FORM_WORDS['honeypot-label'].ko({}).message);
  });

  it('names the route as the manifest spells it when the page was served with a trailing slash', () => {
    const formElement = renderInquiryForm(undefined, '/about/').formElement();
    expect((formElement.elements.namedItem('page') as HTMLInputElement).value).toBe('/about#contact');
  });

  it.each([
    [
      { mode: 'endpoint', url: 'https://api.example.com/inquiries' } as const,
      'https://api.example.com/inquiries',
      null,
    ],
    [{ mode: 'mailto', address: 'lab@example.com' } as const, 'mailto:lab@example.com', 'text/plain'],
    [{ mode: 'console' } as const, null, null],
  ])('posts by the %o delivery to %s', (delivery, action, enctype) => {
    const formElement = renderInquiryForm(delivery).formElement();
    expect(formElement.getAttribute('action')).toBe(action);
    expect(formElement.getAttribute('enctype')).toBe(enctype);
  });
});

describe('consent', () => {
  it('is a required box of its own, named consent, under the heading with the four notices', () => {
    const view = renderInquiryForm();
    const { text } = view;
    const consent = view.consent();
    const form = view.form();
    expect(consent.name).toBe('consent');
    expect(consent.required).toBe(true);
    expect(consent.checked).toBe(false);
    const group = form.getByRole('group', { name: ko(text.consent.heading) });
    expect(group.contains(consent)).toBe(true);
    for (const notice of [text.consent.purpose, text.consent.items, text.consent.retention, text.consent.refusal].map(
      ko,
    )) {
      expect(within(group).getByText(notice)).toBeDefined();
      expect(describedText(consent)).toContain(notice);
    }
  });

  it('must be ticked: nothing is sent, its error is beside it and it gets the focus', async () => {
    const view = renderInquiryForm();
    await view.fill(filled);
    await view.user.click(view.button());
    await sendingLoaded();
    expect(fetchMock).not.toHaveBeenCalled();
    const message = serverErrors({ ...filled, consent: false }).consent;
    expect(view.consent().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(view.consent())).toContain(message);
    expect(document.activeElement).toBe(view.consent());
  });
});

describe('checking before sending', () => {
  it('checks with the server’s Korean messages instead of the browser’s', () => {
    expect(renderInquiryForm().formElement().noValidate).toBe(true);
  });

  it('shows each empty field’s message beside it, says to check them, and focuses the first', async () => {
    const view = renderInquiryForm();
    await view.user.click(view.button());
    await sendingLoaded();
    expect(fetchMock).not.toHaveBeenCalled();
    const errors = serverErrors({ company: '', phone: '', email: '', message: '', consent: false });
    for (const name of ['company', 'phone', 'email', 'message'] as const) {
      const field = view.fields()[name];
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(describedText(field)).toBe(errors[name]);
    }
    expect(view.alert().textContent).toContain(ko(view.text.status.invalid));
    expect(document.activeElement).toBe(view.fields().company);
  });

  it('marks a malformed e-mail address and phone number, keeps every value and focuses the first of them', async () => {
    const view = renderInquiryForm();
    await view.fill({ ...filled, phone: '12', email: 'not-an-address' });
    await view.user.click(view.consent());
    await view.user.click(view.button());
    await sendingLoaded();
    expect(fetchMock).not.toHaveBeenCalled();
    const errors = serverErrors({ ...filled, phone: '12', email: 'not-an-address', consent: true });
    expect(describedText(view.fields().phone)).toBe(errors.phone);
    expect(describedText(view.fields().email)).toBe(errors.email);
    expect(view.fields().company.hasAttribute('aria-invalid')).toBe(false);
    expect(view.values()).toEqual([filled.company, '12', 'not-an-address', filled.message]);
    expect(document.activeElement).toBe(view.fields().phone);
  });

  it('clears a field’s error as soon as it is edited', async () => {
    const view = renderInquiryForm();
    await view.user.click(view.button());
    await sendingLoaded();
    await view.user.type(view.fields().email, 'a');
    expect(view.fields().email.hasAttribute('aria-invalid')).toBe(false);
    expect(view.fields().email.hasAttribute('aria-describedby')).toBe(false);
    expect(view.fields().phone.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('sending', () => {
  it('sends the trimmed values with consent and the page, once however often it is clicked, and shows it is busy', async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const view = renderInquiryForm();
    await view.fill({ ...filled, company: `  ${filled.company} ` });
    await view.user.click(view.consent());
    await view.user.click(view.button());
    await view.user.click(view.button());
    await view.user.keyboard('{Enter}');

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sentBody()).toEqual({ ...filled, consent: true, page: '/about#contact' });
    expect(view.button().textContent).toBe(ko(view.text.status.sending));
    expect(view.button().getAttribute('aria-busy')).toBe('true');
    expect(view.button().getAttribute('aria-disabled')).toBe('true');

    answer.resolve(stored(42));
    await waitFor(() => expect(view.confirmation().textContent).toBe(ko(view.text.status.sent).replace('{id}', '42')));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('sends once when two submits come within one render', async () => {
    fetchMock.mockReturnValueOnce(deferred<Response>().promise);
    const view = renderInquiryForm();
    await view.fill(filled);
    await view.user.click(view.consent());
    act(() => {
      view.formElement().requestSubmit();
      view.formElement().requestSubmit();
    });
    await sendingLoaded();
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('submits with Enter in a field', async () => {
    fetchMock.mockResolvedValueOnce(stored(5));
    const view = renderInquiryForm();
    await view.fill(filled);
    await view.user.click(view.consent());
    await view.user.type(view.fields().email, '{Enter}');
    await waitFor(() => expect(view.confirmation().textContent).toContain('5'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('passes on what a program put into the honeypot, for the server to drop', async () => {
    fetchMock.mockResolvedValueOnce(stored(6));
    const view = renderInquiryForm();
    (view.formElement().elements.namedItem('website') as HTMLInputElement).value = 'https://spam.example';
    await view.fill(filled);
    await view.user.click(view.consent());
    await view.user.click(view.button());
    await sendingLoaded();
    expect(sentBody().website).toBe('https://spam.example');
  });
});

describe('when sending fails', () => {
  const failures = [
    {
      name: 'offline',
      answer: () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')),
      reason: (s: Status) => ko(s.offline),
    },
    {
      name: 'a server error',
      answer: () => fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 })),
      reason: (s: Status) => ko(s.failed),
    },
    {
      name: 'too many inquiries',
      answer: () =>
        fetchMock.mockResolvedValueOnce(
          Response.json({ errors: { form: '잠시 뒤에' } }, { status: 429, headers: { 'Retry-After': '30' } }),
        ),
      reason: (s: Status) => ko(s.tooMany).replace('{seconds}', '30'),
    },
  ];
  type Status = ReturnType<typeof renderInquiryForm>['text']['status'];

  it.each(failures)(
    'keeps every value after $name, says why, and offers a retry and the other ways',
    async ({ answer, reason }) => {
      answer();
      const view = renderInquiryForm();
      await view.fill(filled);
      await view.user.click(view.consent());
      await view.user.click(view.button());

      const alert = await waitFor(() => {
        const region = view.alert();
        expect(region.textContent).toContain(reason(view.text.status));
        return region;
      });
      expect(view.values()).toEqual(Object.values(filled));
      expect(view.consent().checked).toBe(true);
      const { company } = view.manifest;
      expect(within(alert).getByRole('link', { name: company.phone }).getAttribute('href')).toBe(
        `tel:${company.phone.replaceAll('-', '')}`,
      );
      expect(within(alert).getByRole('link', { name: company.email }).getAttribute('href')).toBe(
        `mailto:${company.email}`,
      );
      expect(alert.textContent).toContain(
        ko(view.text.status.otherWays).replace('{phone}', company.phone).replace('{email}', company.email),
      );
      expect(view.status().textContent).toBe('');

      fetchMock.mockResolvedValueOnce(stored(77));
      await view.user.click(view.form().getByRole('button', { name: ko(view.text.status.retry) }));
      await waitFor(() =>
        expect(view.confirmation().textContent).toBe(ko(view.text.status.sent).replace('{id}', '77')),
      );
      expect(sentBody(1)).toEqual(sentBody(0));
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('shows the server’s field errors beside the fields and focuses the first', async () => {
    const errors = {
      email: '이메일 주소 형식이 올바르지 않습니다. 예: name@company.co.kr',
      form: '다시 확인해 주세요.',
    };
    fetchMock.mockResolvedValueOnce(Response.json({ errors }, { status: 400 }));
    const view = renderInquiryForm();
    await view.fill(filled);
    await view.user.click(view.consent());
    await view.user.click(view.button());
    await waitFor(() => expect(describedText(view.fields().email)).toBe(errors.email));
    // Focus moves once the errors are drawn, in a step of its own: on a busy machine it comes a little later.
    await waitFor(() => expect(document.activeElement).toBe(view.fields().email));
    expect(view.alert().textContent).toContain(ko(view.text.status.invalid));
    expect(view.alert().textContent).toContain(errors.form);
    expect(view.values()).toEqual(Object.values(filled));
  });
});

describe('without a server', () => {
  it('mailto: opens the mail program, says the mail is still to be sent, and keeps the values', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = renderInquiryForm({ mode: 'mailto', address: 'lab@example.com' });
    await view.fill(filled);
    await view.user.click(view.consent());
    await view.user.click(view.button());
    await waitFor(() => expect(view.status().textContent).toBe(ko(view.text.status.mailtoOpened)));
    expect(open).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(view.values()).toEqual(Object.values(filled));
  });

  it('console: logs, says nothing was sent, and keeps the values', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const view = renderInquiryForm({ mode: 'console' });
    await view.fill(filled);
    await view.user.click(view.consent());
    await view.user.click(view.button());
    await waitFor(() => expect(view.status().textContent).toBe(ko(view.text.status.consoleOnly)));
    expect(info).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(view.values()).toEqual(Object.values(filled));
  });
});

it('shows the section’s title and no cancel button inline', () => {
  const { node, text, container } = renderInquiryForm();
  expect(container.querySelector('section')?.id).toBe(node.id);
  expect(screen.getByRole('heading', { name: ko(node.title) })).toBeDefined();
  expect(screen.queryByRole('button', { name: ko(text.cancel) })).toBeNull();
});

it('site.json: inquiryForm.href leads to an inquiry form (where the dialog’s button goes without JavaScript)', () => {
  const manifest = readSiteManifest();
  const [path, hash] = manifest.inquiryForm.href.split('#');
  const page = manifest.routes.find((route) => route.path === path)?.page;
  const section = page && 'sections' in page ? page.sections.find((candidate) => candidate.id === hash) : undefined;
  expect(section?.type).toBe('inquiry');
});
