import { checkInquiry } from '../../src/inquiry/checkInquiry';
import { storedAnswers } from '../../src/siteServer/inquiries/storedAnswers';
import { openInquiryStore } from '../../src/siteServer/storage/openInquiryStore';
import { clinicRules } from '../inquiry/fieldRulesFixture';
import { clinicVisit } from '../fixtures/inquiry-fields/clinicVisit';
import { fixedColumnsDatabase } from './storage/oldDatabase';

/** The database of the previous release, brought forward, with the clinic's inquiry added after. */
export async function bothForms(): Promise<{ dir: string; id: number }> {
  const dir = await fixedColumnsDatabase();
  const check = checkInquiry(clinicVisit, clinicRules());
  if (!check.ok) throw new Error(JSON.stringify(check.errors));
  const store = openInquiryStore(dir);
  try {
    const stored = store.add(
      { page: '/reserve', fields: storedAnswers(check.inquiry.answers, clinicRules()), clientAddress: '203.0.113.9' },
      new Date('2026-11-25T02:00:00.000Z'),
    );
    return { dir, id: stored.id };
  } finally {
    store.close();
  }
}
