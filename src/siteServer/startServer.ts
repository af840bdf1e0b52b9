import { Server } from 'node:net';
import { join } from 'node:path';
import { createApp } from './app';
import { defaultText } from '../manifest/language/plainTextIn';
import { createMailer } from './mail/createMailer';
import { startMailOutbox, type MailOutbox } from './mail/startMailOutbox';
import { PortInUseError } from './port';
import { liveRelease } from './release/liveRelease';
import { readRelease } from './release/Release';
import { currentReleaseOf, releasesDirOf } from './release/releaseLayout';
import { startRetention } from './retention';
import type { ServerSettings } from './settings';
import type { SiteManifest } from '../manifest/site.gen';
import type { InquiryStore } from './storage/InquiryStore';
import { openInquiryStore } from './storage/openInquiryStore';

export interface StartOptions {
  /** The site's path as the build wrote it (`dist`); the releases are beside it. */
  out: string;
  settings: ServerSettings;
  port: number;
  host?: string;
  log?: (message: string) => void;
  /** The release to start with (its folder name); the one `current` names when absent. */
  releaseId?: string;
  /** Mail waits for startMail(): a server taking over from one still finishing must not send the same inquiry again. */
  holdMail?: boolean;
}

export interface RunningInquiryServer {
  url: string;
  port: number;
  /** Stops accepting, lets requests under way finish, lets a mail being sent finish, then closes the database. */
  close(): Promise<void>;
  /** Cuts every connection still open, so a close() waiting on a slow client ends. */
  closeConnections(): void;
  /**
   * Hands over to a newer server on the same port: stops accepting, answers what comes on the
   * connections already open with `Connection: close`, and closes the database once the last
   * connection has ended (an idle one at the keep-alive timeout, after the proxy's own).
   */
  retire(): Promise<void>;
  /** Starts mailing when holdMail kept it back. */
  startMail(): void;
}

function startOutbox(
  settings: ServerSettings,
  manifest: SiteManifest,
  store: InquiryStore,
  log: (message: string) => void,
): MailOutbox | null {
  const { smtpUrl, mailFrom, mailRetryBaseMs } = settings;
  const recipient = manifest.inquiryForm.mailRecipient;
  if (!smtpUrl || !recipient) {
    log(
      smtpUrl
        ? '메일: site.json의 inquiryForm.mailRecipient가 없어 문의를 메일로 보내지 않습니다(저장만 합니다).'
        : '메일: SMTP_URL이 없어 문의를 메일로 보내지 않습니다(저장만 합니다).',
    );
    return null;
  }
  const mailer = createMailer({
    smtpUrl,
    recipient,
    from: mailFrom,
    siteName: defaultText(manifest, manifest.site.name),
  });
  log(`메일: 문의마다 ${recipient}(으)로 알림을 보냅니다.`);
  // Retries come due on the doubling schedule; looking for them twice as often as the first wait is soon enough.
  const retry = {
    baseDelayMs: mailRetryBaseMs,
    maxDelayMs: Math.max(mailRetryBaseMs, 3_600_000),
    pollMs: Math.min(30_000, Math.ceil(mailRetryBaseMs / 2)),
  };
  return startMailOutbox({ store, mailer, log: { info: log, warn: log }, ...retry });
}

/** Everything `npm start` runs once the build is there: the current release, the database, mail, and the server. */
export async function startInquiryServer(options: StartOptions): Promise<RunningInquiryServer> {
  const log = options.log ?? ((message: string) => console.log(message));
  const first = await readRelease(
    options.releaseId ? join(releasesDirOf(options.out), options.releaseId) : currentReleaseOf(options.out),
  );
  const { manifest } = first;
  const store = openInquiryStore(options.settings.dataDir);
  let outbox: MailOutbox | null = null;
  let mailStarted = false;
  const startMail = () => {
    if (mailStarted) return;
    mailStarted = true;
    outbox = startOutbox(options.settings, manifest, store, log);
  };
  if (!options.holdMail) startMail();
  const retention = startRetention(store, manifest.inquiryForm.retentionDays, log);
  // Called on a request after a rebuild, by which time the app (and its logger) exists.
  const release = liveRelease(options.out, first, (error) =>
    app.log.error({ err: error }, '새 빌드를 불러오지 못해 이전 빌드를 계속 씁니다.'),
  );
  const app = await createApp({
    release,
    store,
    settings: options.settings,
    onStored: () => outbox?.kick(),
  });
  let retiring = false;
  // Node answers with `Connection: close` and then closes the connection, so a keep-alive client opens its next one to the newer server.
  app.addHook('onRequest', async (_request, reply) => {
    if (retiring) reply.header('connection', 'close');
  });
  const shutdown = async () => {
    retention.stop();
    await app.close();
    await outbox?.stop();
    store.close();
  };
  try {
    await app.listen({ port: options.port, host: options.host ?? '::' });
  } catch (error) {
    await shutdown();
    throw (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? new PortInUseError(options.port) : error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const shownHost = options.host && !['::', '0.0.0.0'].includes(options.host) ? options.host : 'localhost';
  const retire = async () => {
    retiring = true;
    // net.Server's close, not http.Server's: that one also drops idle keep-alive connections at once, racing a request the proxy may be sending on one.
    await new Promise<void>((done) => Server.prototype.close.call(app.server, () => done()));
    retention.stop();
    await outbox?.stop();
    store.close();
  };
  return {
    url: `http://${shownHost}:${port}`,
    port,
    close: shutdown,
    closeConnections: () => app.server.closeAllConnections(),
    retire,
    startMail,
  };
}
