import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Inquiry } from '../../../src/components/Inquiry/Inquiry';
import type { InquiryDelivery } from '../../../src/manifest/site.gen';
import { renderWithSite } from '../../helpers/renderWithSite';
import { fixtureManifest, formPath, inquirySection, type Filled } from './inquiryFixture';

/** The fixture's inline inquiry section on /about, with handles on its form's parts. */
export function renderInquiryForm(delivery?: InquiryDelivery, path = formPath) {
  const manifest = fixtureManifest(delivery);
  const text = manifest.inquiryForm;
  const node = inquirySection(manifest);
  const { container } = renderWithSite(<Inquiry node={node} renderNode={() => null} />, { manifest, path });
  const formElement = container.querySelector('form') as HTMLFormElement;
  const form = within(formElement);
  const fields = {
    company: form.getByLabelText(text.company) as HTMLInputElement,
    phone: form.getByLabelText(text.phone) as HTMLInputElement,
    email: form.getByLabelText(text.email) as HTMLInputElement,
    message: form.getByLabelText(text.message) as HTMLTextAreaElement,
  };
  const consent = form.getByRole('checkbox', { name: text.consent.label }) as HTMLInputElement;
  const user = userEvent.setup();
  return {
    manifest,
    text,
    node,
    container,
    formElement,
    form,
    fields,
    consent,
    user,
    /** The submit button, whatever it reads now (submit, sending, retry). */
    button: () => form.getAllByRole('button').at(-1) as HTMLButtonElement,
    alert: () => form.getByRole('alert', { hidden: true }),
    status: () => screen.getByRole('status', { hidden: true }),
    values: () => Object.values(fields).map((field) => field.value),
    async fill(values: Partial<Filled>) {
      for (const [name, value] of Object.entries(values)) await user.type(fields[name as keyof Filled], value);
    },
  };
}
