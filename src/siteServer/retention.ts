import type { InquiryStore } from './storage/InquiryStore';
import { InquiryStoreError } from './storage/storeErrors';

const day = 24 * 60 * 60 * 1000;

/**
 * Deletes inquiries older than the retention period, and access record entries
 * older than two years, now and then once a day while the server runs
 * (개인정보 보호법: kept no longer than the notice said).
 */
export function startRetention(store: InquiryStore, days: number, log: (message: string) => void): { stop(): void } {
  const purge = () => {
    try {
      const removed = store.purgeOlderThan(days);
      if (removed > 0) log(`보관 기간(${days}일)이 지난 문의 ${removed}건을 지웠습니다.`);
      // On its own clock, never the inquiries' retention: the record of who saw them is kept two years.
      const records = store.purgeAccessLog();
      if (records > 0) log(`2년이 지난 접근 기록 ${records}건을 지웠습니다.`);
    } catch (error) {
      // A full disk must not stop the server (a timer's throw would end the process); said, and tried again tomorrow.
      if (!(error instanceof InquiryStoreError)) throw error;
      log(`보관 기간이 지난 문의와 접근 기록을 지우지 못했습니다. 내일 다시 지웁니다. ${error.message}\n${error.hint}`);
    }
  };
  purge();
  const timer = setInterval(purge, day);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
