import { createMailer } from '../mail/createMailer';
import { defaultRetry, sendDueMail } from '../mail/sendDueMail';
import { CliError } from './cliErrors';
import type { Command } from './Command';
import { commandArgs } from './commandArgs';
import { readManifestSettings } from './manifestSettings';

export const purge: Command = ({ args, store, manifestFile }) => {
  const { values } = commandArgs(args, { manifest: { type: 'string' } }, 0);
  const file = manifestFile(values.manifest);
  const { retentionDays } = readManifestSettings(file);
  if (retentionDays === undefined) {
    throw new CliError('retention-missing', { file });
  }
  const purged = store().purgeOlderThan(retentionDays);
  console.log(`보관 기간 ${retentionDays}일이 지난 문의 ${purged}건을 지웠습니다.`);
  // The access record has its own two years, whatever the inquiries' retention.
  const records = store().purgeAccessLog();
  if (records > 0) console.log(`2년이 지난 접근 기록 ${records}건을 지웠습니다.`);
};

export const resend: Command = async ({ args, store, manifestFile }) => {
  const { values } = commandArgs(args, { manifest: { type: 'string' } }, 0);
  const file = manifestFile(values.manifest);
  const { mailRecipient, siteName } = readManifestSettings(file);
  const due = store().rescheduleUnsent();
  if (due === 0) {
    console.log('메일로 보내지 못한 문의가 없습니다.');
    return;
  }
  console.log(`메일로 보내지 못한 문의 ${due}건을 지금 보내도록 표시했습니다.`);
  const smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    throw new CliError('smtp-missing', {});
  }
  if (!mailRecipient) {
    throw new CliError('recipient-missing', { file });
  }
  const mailer = createMailer({
    smtpUrl,
    recipient: mailRecipient,
    siteName,
    ...(process.env.SMTP_FROM && { from: process.env.SMTP_FROM }),
  });
  const log = { info: (msg: string) => console.log(msg), warn: (msg: string) => console.error(msg) };
  const { sent, failed } = await sendDueMail({ store: store(), mailer, log, ...defaultRetry, now: () => new Date() });
  console.log(`보냄 ${sent}건, 실패 ${failed}건.`);
  if (failed > 0) throw new CliError('mail-not-sent', { failed });
};
