// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { ThemeProvider } from 'styled-components';
import { SiteProvider } from '../../../src/render/SiteContext';
import { createSiteTheme } from '../../../src/theme/siteTheme';
import { CompanyContact } from '../../../src/components/CompanyContact/CompanyContact';
import { submitInquiry } from '../../../src/components/InquiryForm/submitInquiry';
import { readSiteManifest, renderWithSite } from '../../helpers/renderWithSite';
import { polyfillDialog } from '../InquiryDialog/polyfillDialog';

vi.mock('../../../src/components/InquiryForm/submitInquiry', () => ({ submitInquiry: vi.fn(async () => {}) }));

const manifest = readSiteManifest();
const text = manifest.inquiryForm;
const home = manifest.routes.find((route) => route.path === '/')?.page;
const node = home?.type === 'fullPageScroller' ? home.sections.find((section) => section.type === 'companyContact') : undefined;
if (node?.type !== 'companyContact') throw new Error('The home page of site.json is expected to hold a companyContact section.');
const contact = node;

beforeAll(polyfillDialog);

beforeEach(() => {
  document.documentElement.classList.add('js');
  vi.mocked(submitInquiry).mockClear();
});
afterEach(cleanup);

it('shows the section’s title, intro and details, and the button that opens the dialog', () => {
  const { container } = renderWithSite(<CompanyContact node={contact} renderNode={() => null} />);
  expect(container.querySelector('section')?.id).toBe(contact.id);
  expect(screen.getByRole('heading', { name: contact.title })).toBeDefined();
  const opener = screen.getByRole('button', { name: contact.buttonLabel });
  expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
});

it('confirms a submitted inquiry beside the button, until the dialog is opened again', async () => {
  renderWithSite(<CompanyContact node={contact} renderNode={() => null} />);
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: contact.buttonLabel });
  const status = screen.getByRole('status', { hidden: true });
  expect(status.textContent).toBe('');

  await user.click(opener);
  const dialog = within(document.querySelector('dialog') as HTMLDialogElement);
  await user.type(dialog.getByLabelText(text.company), '한빛소재');
  await user.type(dialog.getByLabelText(text.phone), '042-123-4567');
  await user.type(dialog.getByLabelText(text.email), 'qa@hanbit.example');
  await user.type(dialog.getByLabelText(text.message), '변색 분석');
  await user.click(dialog.getByRole('button', { name: text.submit }));
  expect(submitInquiry).toHaveBeenCalledOnce();
  expect(status.textContent).toBe(text.sent);

  await user.click(opener);
  expect(status.textContent).toBe('');
});

it('links to the page’s inquiry form for visitors without JavaScript', () => {
  document.documentElement.classList.remove('js');
  renderWithSite(<CompanyContact node={contact} renderNode={() => null} />);
  expect(screen.getByRole('link', { name: contact.buttonLabel }).getAttribute('href')).toBe(text.href);
  expect(screen.queryByRole('button', { name: contact.buttonLabel })).toBeNull();
});

it('is prerendered without the dialog, which a server cannot render into document.body', () => {
  const html = renderToString(
    <SiteProvider manifest={manifest}>
      <ThemeProvider theme={createSiteTheme(manifest.theme)}>
        <StaticRouter location="/">
          <CompanyContact node={contact} renderNode={() => null} />
        </StaticRouter>
      </ThemeProvider>
    </SiteProvider>,
  );
  expect(html).toContain(contact.buttonLabel);
  expect(html).not.toContain('<dialog');
});
