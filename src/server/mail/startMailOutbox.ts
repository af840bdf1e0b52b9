import { koreanDateTimeWithZone } from '../koreanTime';
import type { InquiryStore } from '../storage/InquiryStore';
import type { Mailer } from './createMailer';

export interface OutboxLog {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface MailOutboxOptions {
  store: InquiryStore;
  mailer: Mailer;
  log: OutboxLog;
  /** Wait after the first failure; each further failure doubles it. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** How often to look for retries that came due. */
  pollMs?: number;
  now?: () => Date;
}

export interface MailOutbox {
  /** Sends whatever is due now; call it right after storing an inquiry. */
  kick(): void;
  /** Lets a send under way finish, then stops. */
  stop(): Promise<void>;
}

/**
 * Mails stored inquiries to the lab, one at a time, oldest first. The inquiry
 * is already committed before it gets here, so a failed send only schedules a
 * retry; nothing is ever dropped. Starts with a pass, so mail left unsent when
 * the server last stopped goes out.
 */
export function startMailOutbox({
  store,
  mailer,
  log,
  baseDelayMs = 60_000,
  maxDelayMs = 3_600_000,
  pollMs = 30_000,
  now = () => new Date(),
}: MailOutboxOptions): MailOutbox {
  // A zero delay would make a failing inquiry due again at once and the pass would never end.
  if (!(baseDelayMs > 0) || !(pollMs > 0)) throw new RangeError('baseDelayMs and pollMs must be positive');
  let running: Promise<void> | undefined;
  let kickedWhileRunning = false;
  let stopped = false;

  async function sendDue(): Promise<void> {
    while (!stopped) {
      const [inquiry] = store.dueForMail(now(), 1);
      if (!inquiry) return;
      try {
        await mailer.send(inquiry);
        store.markMailSent(inquiry.id, now());
        log.info(`문의 ${inquiry.id}번을 메일로 보냈습니다.`);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt = new Date(now().getTime() + Math.min(maxDelayMs, baseDelayMs * 2 ** inquiry.mail.attempts));
        store.markMailFailed(inquiry.id, reason, retryAt);
        log.warn(
          `문의 ${inquiry.id}번 메일을 보내지 못했습니다(${inquiry.mail.attempts + 1}번째 시도): ${reason} — ${koreanDateTimeWithZone(retryAt)}에 다시 보냅니다.`,
        );
      }
    }
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      kickedWhileRunning = true;
      return;
    }
    kickedWhileRunning = false;
    running = sendDue()
      .catch((error: unknown) => log.warn(`메일 발송 대기열을 처리하지 못했습니다: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = undefined;
        // A kick that came after the pass last looked at the queue would otherwise be lost.
        if (kickedWhileRunning) kick();
      });
  }

  const poll = setInterval(kick, pollMs);
  // Pending retries alone must not keep a process (the CLI, a test) alive.
  poll.unref();
  kick();

  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await running;
    },
  };
}
