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
  if (!inquiry)
    throw new CliError(
      'inquiry-not-found',
      `문의 ${id}번이 없습니다.`,
      '번호는 npm run inquiries -- list로 확인하세요. 이미 지웠거나 보관 기간이 지나 지워졌을 수 있습니다.',
    );
  console.log(`문의 ${id}번: ${inquiry.company}, ${koreanDateTimeWithZone(inquiry.receivedAt)} 접수`);
  const noTerminal = new CliError(
    'deletion-unconfirmable',
    '확인을 물을 수 있는 터미널이 아니어서 지우지 않았습니다.',
    `스크립트에서 지우려면 --yes를 붙이세요. 예: npm run inquiries -- delete ${id} --yes`,
  );
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
  if (!deleted) throw new CliError('inquiry-deleted-meanwhile', `문의 ${id}번은 그사이 다른 곳에서 지워졌습니다.`);
  console.log(deletionText(id, wiped));
  console.log('이미 받은 알림 메일, 내려받은 CSV 파일, 백업 파일에 든 사본은 따로 지우세요.');
};
