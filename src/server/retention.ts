import type { InquiryStore } from './storage/InquiryStore';

const day = 24 * 60 * 60 * 1000;

/**
 * Deletes inquiries older than the retention period, and access record entries
 * older than two years, now and then once a day while the server runs
 * (개인정보 보호법: kept no longer than the notice said).
 */
export function startRetention(store: InquiryStore, days: number, log: (message: string) => void): { stop(): void } {
  const purge = () => {
    const removed = store.purgeOlderThan(days);
    if (removed > 0) log(`보관 기간(${days}일)이 지난 문의 ${removed}건을 지웠습니다.`);
    // On its own clock, never the inquiries' retention: the record of who saw them is kept two years.
    const records = store.purgeAccessLog();
    if (records > 0) log(`2년이 지난 접근 기록 ${records}건을 지웠습니다.`);
  };
  purge();
  const timer = setInterval(purge, day);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
