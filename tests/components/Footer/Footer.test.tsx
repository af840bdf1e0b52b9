// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutIds } from '../../../src/components/Layout/layoutIds';
import { textOf } from '../../helpers/manifestText';
import { renderLayout } from '../../helpers/renderWithSite';
import { richManifest } from '../../fixtures/rich-site/make-manifest';

afterEach(cleanup);

const manifest = richManifest();
const { company } = manifest;
const names = manifest.labels.company;

describe.each([
  ['ko', '/'],
  ['en', '/en'],
])('the footer’s business details (%s)', (language, path) => {
  const text = (value: Parameters<typeof textOf>[0]) => textOf(value, language);
  const details = () => {
    const { container } = renderLayout(path, { manifest });
    const footer = container.querySelector(`#${layoutIds.footer}`)!;
    return [...footer.querySelectorAll('dl > div')].map((entry) => ({
      term: entry.querySelector(':scope > dt')?.textContent,
      value: entry.querySelector(':scope > dd')?.textContent,
      text: entry.textContent,
    }));
  };

  it('pair each label with its value in a description list, apart in text as on screen', () => {
    const expected = [
      [names.name, company.name],
      [names.representative, company.representative],
      [names.businessNumber, company.businessNumber],
      [names.address, company.address.road],
      [names.phone, company.phone],
      ...(company.fax ? [[names.fax, company.fax]] : []),
      [names.email, company.email],
    ].map(([term, value]) => ({ term: text(term!), value: text(value!), text: `${text(term!)} ${text(value!)}` }));
    expect(details()).toEqual(expected);
  });
});
