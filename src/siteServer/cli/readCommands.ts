import { answerOfType, inquiryTitle, longAnswerLines, shortAnswerLines, titleHeading } from '../storage/answerText';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { koreanDateTime, koreanDateTimeWithZone } from '../koreanTime';
import { mailFailureText } from '../mail/mailFailureText';
import { inquiriesCsv } from '../storage/inquiriesCsv';
import type { StoredInquiry } from '../storage/InquiryStore';
import { mailStatusLabel } from '../storage/mailStatusLabel';
import { languageLabel } from '../storage/languageLabel';
import { csvFileName } from '../admin/csvAttachment';
import { sentence } from '../../messages/message';
import { CliError, UsageError } from './cliErrors';
import type { Command } from './Command';
import { koreanTimeOption } from './koreanTimeOption';
import { commandArgs, positiveInteger } from './commandArgs';
import { fileProblem } from './fileProblem';
import { fitWidth, textTable } from './textTable';

const defaultListLimit = 50;

export const list: Command = ({ args, store, recordAccess }) => {
  const { values } = commandArgs(args, { search: { type: 'string' }, limit: { type: 'string' } }, 0);
  const limit = values.limit === undefined ? defaultListLimit : positiveInteger(values.limit, '--limit');
  const { items, total } = store().list({ search: values.search, limit });
  recordAccess('list', null, values.search ? '검색함' : null);
  if (total === 0) {
    console.log(values.search ? `"${values.search}"이(가) 들어간 문의가 없습니다.` : '접수된 문의가 없습니다.');
    return;
  }
  const rows = items.map((inquiry) => [
    String(inquiry.id),
    koreanDateTime(inquiry.receivedAt),
    fitWidth(inquiryTitle(inquiry), 24),
    // Whole, however long: a number cut short is a wrong number (an international one with an extension runs to 40).
    answerOfType(inquiry, 'tel'),
    inquiry.handledAt ? '처리됨' : '미처리',
    mailStatusLabel(inquiry.mail),
  ]);
  console.log(textTable(['번호', '접수 시각(KST)', titleHeading(items), '연락처', '처리', '메일'], rows));
  console.log(`\n전체 ${total}건 중 ${items.length}건을 최신순으로 보였습니다.`);
};

export const show: Command = ({ args, store, recordAccess }) => {
  const { positionals } = commandArgs(args, {}, 1);
  const id = positiveInteger(positionals[0] ?? '', '문의 번호');
  const inquiry = store().get(id);
  if (!inquiry) throw new CliError('inquiry-not-found', { id, mayBeGone: false });
  recordAccess('view', id);
  console.log(describeInquiry(inquiry));
};

export const exportCsv: Command = ({ args, store, recordAccess }) => {
  const { values, positionals } = commandArgs(
    args,
    { csv: { type: 'boolean' }, force: { type: 'boolean' }, since: { type: 'string' } },
    [0, 1],
  );
  if (!values.csv) throw new UsageError('내보낼 형식을 --csv로 적으세요. 예: npm run inquiries -- export --csv');
  // Only what came after a moment (the backup before an upgrade): a copy of personal data holds no more than it must.
  const since = values.since === undefined ? undefined : koreanTimeOption(values.since, '--since');
  // npm runs scripts in the project folder; INIT_CWD is the folder the person typed the command in.
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? csvFileName(new Date()));
  const items = store()
    .list()
    .items.filter((item) => !since || new Date(item.receivedAt) >= since);
  try {
    // The file holds names and contacts: readable by its owner only, and an existing file is replaced only when asked.
    writeFileSync(file, inquiriesCsv(items), { encoding: 'utf8', mode: 0o600, flag: values.force ? 'w' : 'wx' });
  } catch (error) {
    throw fileProblem(error, file);
  }
  recordAccess('export', null, `${items.length}건`);
  console.log(`문의 ${items.length}건을 ${file}에 저장했습니다.`);
};

function describeInquiry(inquiry: StoredInquiry): string {
  const { mail } = inquiry;
  const mailLine =
    mail.status === 'sent'
      ? `발송됨 (${mail.sentAt ? koreanDateTimeWithZone(mail.sentAt) : '시각 모름'})`
      : [
          mailStatusLabel(mail),
          mail.lastError && `마지막 오류: ${sentence(mailFailureText(mail))} (${mail.lastError})`,
          mail.nextAttemptAt && `다음 시도: ${koreanDateTimeWithZone(mail.nextAttemptAt)}`,
        ]
          .filter(Boolean)
          .join(' — ');
  return [
    `번호: ${inquiry.id}`,
    `접수 시각: ${koreanDateTimeWithZone(inquiry.receivedAt)}`,
    `보낸 페이지: ${inquiry.page ?? '알 수 없음'}`,
    `언어: ${languageLabel(inquiry.language)}`,
    ...shortAnswerLines(inquiry),
    `처리: ${inquiry.handledAt ? `처리됨 (${koreanDateTimeWithZone(inquiry.handledAt)})` : '미처리'}`,
    `메일: ${mailLine}`,
    ...longAnswerLines(inquiry),
    '',
    inquiry.memoUpdatedAt
      ? `내부 메모 (${koreanDateTimeWithZone(inquiry.memoUpdatedAt)} 수정):\n${inquiry.memo || '(비어 있음)'}`
      : '내부 메모: 없음',
  ].join('\n');
}
