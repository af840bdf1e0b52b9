import type { InquiryStore } from '../storage/InquiryStore';
import type { Mailer } from './createMailer';
import { defaultRetry, sendDueMail, type OutboxLog } from './sendDueMail';

export interface MailOutboxOptions {
  store: InquiryStore;
  mailer: Mailer;
  log: OutboxLog;
  /** Wait after the first failure; each further failure doubles it, up to maxDelayMs. */
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
 * Keeps mailing stored inquiries to the lab in the background. Starts with a
 * pass, so mail left unsent when the server last stopped goes out.
 */
export function startMailOutbox({
  store,
  mailer,
  log,
  baseDelayMs = defaultRetry.baseDelayMs,
  maxDelayMs = defaultRetry.maxDelayMs,
  pollMs = 30_000,
  now = () => new Date(),
}: MailOutboxOptions): MailOutbox {
  if (!(baseDelayMs > 0) || !(pollMs > 0)) throw new RangeError('baseDelayMs and pollMs must be positive');
  let running: Promise<void> | undefined;
  let kickedWhileRunning = false;
  let stopped = false;
  const sentUnrecorded = new Set<number>();

  function kick(): void {
    if (stopped) return;
    if (running) {
      kickedWhileRunning = true;
      return;
    }
    kickedWhileRunning = false;
    running = sendDueMail({ store, mailer, log, baseDelayMs, maxDelayMs, now, stopped: () => stopped, sentUnrecorded })
      .then(() => undefined)
      .catch((error: unknown) =>
        log.warn(`메일 발송 대기열을 처리하지 못했습니다: ${error instanceof Error ? error.message : String(error)}`),
      )
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
