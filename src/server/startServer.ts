import { formatFailureReport, validateManifestFile, type SiteManifest } from '../manifest';
import { loadRenderer } from '../../scripts/build/load-renderer';
import { readPageAssets } from '../../scripts/build/page-assets-file';
import { projectRoot } from '../../scripts/build/paths';
import { PortInUseError } from '../../scripts/server/listen';
import { createApp } from './app';
import { inlineScriptHashes } from './http/inlineScriptHashes';
import { createMailer } from './mail/createMailer';
import { startMailOutbox, type MailOutbox } from './mail/startMailOutbox';
import { startRetention } from './retention';
import type { ServerSettings } from './settings';
import type { InquiryStore } from './storage/InquiryStore';
import { openInquiryStore } from './storage/openInquiryStore';

export interface StartOptions {
  manifestPath: string;
  publicDir: string;
  distDir: string;
  settings: ServerSettings;
  port: number;
  host?: string;
  log?: (message: string) => void;
}

export interface RunningInquiryServer {
  url: string;
  port: number;
  /** Stops accepting, lets requests under way finish, lets a mail being sent finish, then closes the database. */
  close(): Promise<void>;
}

export class ServerStartError extends Error {
  override name = 'ServerStartError';
}

function startOutbox(settings: ServerSettings, manifest: SiteManifest, store: InquiryStore, log: (message: string) => void): MailOutbox | null {
  const { smtpUrl, mailFrom, mailRetryBaseMs } = settings;
  const recipient = manifest.inquiryForm.mailRecipient;
  if (!smtpUrl || !recipient) {
    log(smtpUrl ? '메일: site.json의 inquiryForm.mailRecipient가 없어 문의를 메일로 보내지 않습니다(저장만 합니다).' : '메일: SMTP_URL이 없어 문의를 메일로 보내지 않습니다(저장만 합니다).');
    return null;
  }
  const mailer = createMailer({ smtpUrl, recipient, from: mailFrom, siteName: manifest.site.name });
  log(`메일: 문의마다 ${recipient}(으)로 알림을 보냅니다.`);
  // Retries come due on the doubling schedule; looking for them twice as often as the first wait is soon enough.
  const retry = { baseDelayMs: mailRetryBaseMs, maxDelayMs: Math.max(mailRetryBaseMs, 3_600_000), pollMs: Math.min(30_000, Math.ceil(mailRetryBaseMs / 2)) };
  return startMailOutbox({ store, mailer, log: { info: log, warn: log }, ...retry });
}

/** Everything `npm start` runs after the build: the manifest, the renderer, the database, mail, and the server. */
export async function startInquiryServer(options: StartOptions): Promise<RunningInquiryServer> {
  const log = options.log ?? ((message: string) => console.log(message));
  const validation = await validateManifestFile(options.manifestPath, { publicDir: options.publicDir });
  if (!validation.ok) throw new ServerStartError(formatFailureReport(validation, options.manifestPath).join('\n'));
  const manifest = validation.manifest;
  const [renderer, assets, scriptHashes] = await Promise.all([
    loadRenderer(projectRoot),
    readPageAssets(options.distDir).catch(() => {
      throw new ServerStartError(`${options.distDir}에 빌드 정보(.page-assets.json)가 없습니다. npm run build로 다시 빌드하세요.`);
    }),
    inlineScriptHashes(options.distDir),
  ]);
  const store = openInquiryStore(options.settings.dataDir);
  const outbox = startOutbox(options.settings, manifest, store, log);
  const retention = startRetention(store, manifest.inquiryForm.retentionDays, log);
  const app = await createApp({
    manifest,
    renderer,
    assets,
    distDir: options.distDir,
    scriptHashes,
    store,
    settings: options.settings,
    onStored: () => outbox?.kick(),
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
  return { url: `http://${shownHost}:${port}`, port, close: shutdown };
}
