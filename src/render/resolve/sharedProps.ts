import { openingHoursLines } from '../../components/OpeningHours/openingHoursLines';
import { visitorLanguageFor } from '../../messages/visitorLanguage';
import type { CompanyDetailsData } from '../../components/CompanyDetails/CompanyDetails';
import type { InquiryFormData } from '../../components/InquiryForm/InquiryFormData';
import type { SubItemShared } from '../../components/SubItemContent/SubItemContent';
import { neededLabels } from '../../kinds/needed';
import { SUB_ITEM_LABELS } from '../../kinds/subItemLabels';
import type { SiteInLanguage } from './siteInLanguage';

/** Parts of the site several nodes show, as the resolved manifest has them (with their places in the editor's preview). */
export function companyDetails({ manifest, language }: SiteInLanguage): CompanyDetailsData {
  const { company, labels } = manifest;
  // The validator refuses hours without the words to write them in.
  const hours =
    company.hours && labels.openingHours && openingHoursLines(company.hours, labels.openingHours, language.code);
  return { company, names: labels.company, ...(hours && { hours }) };
}

export function inquiryFormData({ manifest, href, language, languages }: SiteInLanguage): InquiryFormData {
  const { inquiryForm, company } = manifest;
  return {
    text: inquiryForm,
    contact: { phone: company.phone, email: company.email },
    href: href(inquiryForm.href),
    lang: visitorLanguageFor(language.code, languages),
  };
}

export function subItemShared({ manifest, href }: SiteInLanguage): SubItemShared {
  const { contactInvite, contactInviteLink, ...panelLabels } = neededLabels(manifest.labels, SUB_ITEM_LABELS);
  return {
    panelLabels,
    invite: { text: contactInvite, link: contactInviteLink, href: href(manifest.inquiryForm.href) },
  };
}
