import { formField } from '../../helpers/inquiryFields';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InquiryDelivery } from '../../../src/manifest/site.gen';
import { ko } from '../../helpers/manifestText';
import { renderSiteNode } from '../../helpers/renderWithSite';
import { fixtureManifest, formPath, inquirySection, type Filled } from './inquiryFixture';

/**
 * The fixture's inline inquiry section on /about, with handles on its form's
 * parts. They are looked up on each use: a stored inquiry's confirmation
 * takes the form's place, and a new inquiry brings a new one.
 */
export function renderInquiryForm(delivery?: InquiryDelivery, path = formPath) {
  const manifest = fixtureManifest(delivery);
  const text = manifest.inquiryForm;
  const node = inquirySection(manifest);
  const { container } = renderSiteNode(node, { manifest, path });
  const formElement = () => {
    const element = container.querySelector('form');
    if (!element) throw new Error('The inquiry form is not on the page.');
    return element;
  };
  const form = () => within(formElement());
  const fields = () => ({
    company: form().getByLabelText(ko(formField(text, 'company').label)) as HTMLInputElement,
    phone: form().getByLabelText(ko(formField(text, 'phone').label)) as HTMLInputElement,
    email: form().getByLabelText(ko(formField(text, 'email').label)) as HTMLInputElement,
    message: form().getByLabelText(ko(formField(text, 'message').label)) as HTMLTextAreaElement,
  });
  const user = userEvent.setup();
  return {
    manifest,
    text,
    node,
    container,
    formElement,
    form,
    fields,
    consent: () => form().getByRole('checkbox', { name: ko(text.consent.label) }) as HTMLInputElement,
    user,
    /** The submit button, whatever it reads now (submit, sending, retry). */
    button: () => form().getAllByRole('button').at(-1) as HTMLButtonElement,
    alert: () => form().getByRole('alert', { hidden: true }),
    status: () => screen.getByRole('status', { hidden: true }),
    /** The heading that confirms a stored inquiry, in the form's place. */
    confirmation: () => within(container).getByRole('heading', { level: 3 }),
    values: () => Object.values(fields()).map((field) => field.value),
    async fill(values: Partial<Filled>) {
      for (const [name, value] of Object.entries(values)) await user.type(fields()[name as keyof Filled], value);
    },
  };
}
