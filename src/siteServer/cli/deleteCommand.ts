import { inquiryTitle } from '../storage/answerText';
import { koreanDateTimeWithZone } from '../koreanTime';
import { deletionText } from '../storage/deletionText';
import { CliError } from './cliErrors';
import type { Command } from './Command';
import { commandArgs, positiveInteger } from './commandArgs';
import { confirmedUnlessYes } from './confirm';

/** `delete ID`: removes one inquiry on a person's request (개인정보 보호법 제36조); the one place the CLI deletes a single inquiry. */
export const deleteInquiry: Command = async ({ args, store, recordAccess }) => {
  const { values, positionals } = commandArgs(args, { yes: { type: 'boolean' } }, 1);
  const id = positiveInteger(positionals[0] ?? '', '문의 번호');
  const opened = store();
  const inquiry = opened.get(id);
  if (!inquiry) throw new CliError('inquiry-not-found', { id, mayBeGone: true });
  console.log(`문의 ${id}번: ${inquiryTitle(inquiry)}, ${koreanDateTimeWithZone(inquiry.receivedAt)} 접수`);
  const noTerminal = new CliError('deletion-unconfirmable', { id });
  if (
    !(await confirmedUnlessYes(
      values.yes,
      '이 문의를 데이터베이스에서 완전히 지울까요? 되돌릴 수 없습니다. [y/N] ',
      noTerminal,
    ))
  ) {
    console.log('지우지 않았습니다.');
    return;
  }
  const { deleted, wiped } = opened.deleteInquiry(id, () => recordAccess('delete', id));
  if (!deleted) throw new CliError('inquiry-deleted-meanwhile', { id });
  console.log(deletionText(id, wiped));
  console.log('이미 받은 알림 메일, 내려받은 CSV 파일, 백업 파일에 든 사본은 따로 지우세요.');
};
