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
    throw new CliError(
      'retention-missing',
      `${file}에 inquiryForm.retentionDays가 없습니다.`,
      'inquiryForm에 "retentionDays": 365처럼 문의를 보관할 날 수를 적으세요.',
    );
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
  const serverWillSend = 'SMTP_URL을 설정하고 실행 중인 서버가 있으면 30초 안에 그 서버가 보냅니다.';
  const smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) {
    throw new CliError(
      'smtp-missing',
      'SMTP_URL 환경 변수가 없어서 여기서는 메일을 보내지 않았습니다.',
      `SMTP_URL=smtps://user:pass@smtp.example.com npm run inquiries -- resend 처럼 실행하세요. ${serverWillSend}`,
    );
  }
  if (!mailRecipient) {
    throw new CliError(
      'recipient-missing',
      `${file}에 inquiryForm.mailRecipient가 없어서 메일을 보내지 않았습니다.`,
      `inquiryForm에 "mailRecipient": "lab@example.com"처럼 문의를 받을 주소를 적으세요.`,
    );
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
  if (failed > 0)
    throw new CliError(
      'mail-not-sent',
      `문의 ${failed}건을 메일로 보내지 못했습니다.`,
      'SMTP_URL과 메일 서버 상태를 확인하세요. 실패한 문의는 지워지지 않고 나중에 다시 보냅니다.',
    );
};
