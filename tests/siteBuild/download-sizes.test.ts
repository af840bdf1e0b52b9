import { describe, expect, it } from 'vitest';
import { addDownloadSizes } from '../../src/siteBuild/download-sizes';
import { statSync } from 'node:fs';

const FIXTURE_PUBLIC = 'tests/fixtures/public';

describe('the build’s download sizes', () => {
  it('writes each download’s size in bytes beside its path, wherever it is, and nothing else anywhere', async () => {
    const copy = {
      routes: [
        {
          path: '/help',
          page: {
            sections: [
              {
                type: 'files',
                files: [
                  { label: '의뢰서', path: '/files/시험의뢰서.pdf' },
                  { label: '요금표', path: '/files/price-list.xlsx' },
                ],
              },
            ],
          },
        },
      ],
      menu: [{ href: '/help', path: '/help' }],
    };
    await addDownloadSizes(copy, FIXTURE_PUBLIC);
    const [pdf, sheet] = copy.routes[0]!.page.sections[0]!.files as { bytes?: number }[];
    expect(pdf!.bytes).toBe(statSync(`${FIXTURE_PUBLIC}/files/시험의뢰서.pdf`).size);
    expect(sheet!.bytes).toBe(statSync(`${FIXTURE_PUBLIC}/files/price-list.xlsx`).size);
    expect(copy.routes[0]).not.toHaveProperty('bytes');
    expect(copy.menu[0]).not.toHaveProperty('bytes');
  });
});
