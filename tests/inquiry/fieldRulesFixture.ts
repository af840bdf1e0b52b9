import clinicFields from '../fixtures/inquiry-fields/clinic.json';
import labManifest from '../../site.json';
import { fieldRules, type FieldRule } from '../../src/inquiry/fieldRules';
import type { InquiryField, SiteManifest } from '../../src/manifest/site.gen';
import { localize } from '../../src/render/localize';

const languages = [{ code: 'ko' }, { code: 'en' }];

/** A dental clinic's fields (tests/fixtures/inquiry-fields/clinic.json) as both checks read them. */
export const clinicRules = (language = 'ko'): FieldRule[] =>
  fieldRules(localize(clinicFields as InquiryField[], language, languages));

/** The lab's own fields from the repository's site.json: the expectations follow whatever it holds. */
export const labRules = (language = 'ko'): FieldRule[] =>
  fieldRules(localize((labManifest as unknown as SiteManifest).inquiryForm.fields, language, languages));
