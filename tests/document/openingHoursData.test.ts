import { describe, expect, it } from 'vitest';
import { organizationData } from '../../src/document/structuredData';
import { richManifest } from '../fixtures/rich-site/make-manifest';

describe('opening hours in the organisation’s structured data', () => {
  it('are schema.org OpeningHoursSpecifications: a lunch break makes two ranges, closures are closed all day', () => {
    const manifest = richManifest();
    const data = organizationData(manifest, manifest.languages![1]!);
    const days = (...names: string[]) => names.map((name) => `https://schema.org/${name}`);
    const weekdays = days('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday');
    expect(data.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '09:00', closes: '12:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: weekdays, opens: '13:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: days('Saturday'), opens: '10:00', closes: '13:00' },
    ]);
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-31',
        validThrough: '2027-01-02',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-05-01',
        validThrough: '2026-05-01',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });

  it('are left out when the company has none', () => {
    const manifest = richManifest();
    delete manifest.company.hours;
    const data = organizationData(manifest, manifest.languages![0]!);
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(data).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});
