import { checkInquiry } from '../../src/inquiry/checkInquiry';
import { storedAnswers } from '../../src/siteServer/inquiries/storedAnswers';
import { openInquiryStore } from '../../src/siteServer/storage/openInquiryStore';
import { clinicRules } from '../inquiry/fieldRulesFixture';
import { fixedColumnsDatabase } from './storage/oldDatabase';
const visit = {
  patientName: '김하늘',
  phone: '+82 10-1234-5678',
  preferredDate: '12월 3일 오전',
  treatment: 'implant',
  notes: '어금니가 흔들립니다.\n지난주부터.',
  smsOk: 'on',
  consent: 'on',
  page: '/reserve',
};

/** The database of the previous release, brought forward, with the clinic's inquiry added after. */
export async function bothForms(): Promise<{ dir: string; id: number }> {
  const dir = await fixedColumnsDatabase();
  const check = checkInquiry(visit, clinicRules());
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
