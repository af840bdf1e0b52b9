import { koreanDateTimeWithZone } from '../koreanTime';
import type { InquiryStore } from '../storage/InquiryStore';
import type { Mailer } from './createMailer';

export interface OutboxLog {
  info(msg: string): void;
  warn(msg: string): void;
}

/** A minute after the first failure, then doubling, never more than an hour apart. */
export const defaultRetry = { baseDelayMs: 60_000, maxDelayMs: 3_600_000 };

export interface SendDueMailOptions {
  store: InquiryStore;
  mailer: Mailer;
  log: OutboxLog;
  /** Wait after the first failure; each further failure doubles it, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  now: () => Date;
  /** Checked before each mail, so a stopping server does not start another send. */
  stopped?: () => boolean;
  /**
   * Inquiries mailed whose "sent" could not be written (a full disk): the outbox keeps
   * this across passes and records them first, so none is mailed twice while writes fail.
   */
  sentUnrecorded?: Set<number>;
}

/**
 * Mails every due inquiry, one at a time, oldest first. The inquiry was
 * committed before it got here, so a failed send only schedules a retry;
 * nothing is ever dropped. A failed inquiry is not due again within the pass,
 * so the pass ends even while the SMTP server is down. A failed write to the
 * store ends the pass (it throws): while the database cannot be written, no
 * more mail goes out.
 */
export async function sendDueMail({
  store,
  mailer,
  log,
  baseDelayMs,
  maxDelayMs,
  now,
  stopped = () => false,
  sentUnrecorded = new Set(),
}: SendDueMailOptions) {
  // A zero delay would make a failing inquiry due again at once and the pass would never end.
  if (!(baseDelayMs > 0)) throw new RangeError(`baseDelayMs must be positive, got ${baseDelayMs}`);
  for (const id of sentUnrecorded) {
    store.markMailSent(id, now());
    sentUnrecorded.delete(id);
  }
  const counts = { sent: 0, failed: 0 };
  while (!stopped()) {
    const [inquiry] = store.dueForMail(now(), 1);
    if (!inquiry) break;
    try {
      await mailer.send(inquiry);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(now().getTime() + Math.min(maxDelayMs, baseDelayMs * 2 ** inquiry.mail.attempts));
      const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
      store.markMailFailed(inquiry.id, reason, retryAt, { code, server: mailer.server });
      counts.failed++;
      log.warn(
        `문의 ${inquiry.id}번 메일을 보내지 못했습니다(${inquiry.mail.attempts + 1}번째 시도): ${reason} — ${koreanDateTimeWithZone(retryAt)}에 다시 보냅니다.`,
      );
      continue;
    }
    counts.sent++;
    log.info(`문의 ${inquiry.id}번을 메일로 보냈습니다.`);
    try {
      store.markMailSent(inquiry.id, now());
    } catch (error) {
      sentUnrecorded.add(inquiry.id);
      throw error;
    }
  }
  return counts;
}
