import { koreanDateTime } from '../koreanTime';
import { accessActionLabels } from '../storage/accessActions';
import { adminPasswordSetting } from '../security/password';
import { staffName } from '../storage/staffName';
import type { Command } from './Command';
import { commandArgs, positiveInteger } from './commandArgs';
import { koreanTimeOption } from './koreanTimeOption';
import { textTable } from './textTable';

export const users: Command = ({ args, store }) => {
  commandArgs(args, {}, 0);
  const accounts = store().listAccounts();
  if (accounts.length === 0) {
    const shared = store().getSetting(adminPasswordSetting) !== undefined;
    console.log(
      shared
        ? '계정이 아직 없고, 예전에 함께 쓰던 공용 비밀번호만 있습니다. 그 비밀번호를 아는 분이 문의함(/admin)에서 계정 이름을 정하거나, npm run inquiries -- add-user 이름 --from-shared-password를 실행하세요.'
        : '계정이 없습니다. npm run inquiries -- add-user 이름으로 만드세요.',
    );
    return;
  }
  const rows = accounts.map((account) => [
    account.name,
    koreanDateTime(account.createdAt),
    account.lastLoginAt ? koreanDateTime(account.lastLoginAt) : '없음',
    String(account.activeSessions),
  ]);
  console.log(textTable(['이름', '만든 시각(KST)', '마지막 로그인(KST)', '로그인 중인 곳'], rows));
  console.log(`\n계정 ${accounts.length}개`);
};

const defaultLimit = 50;
// The shown part of the salted address hash: enough to tell addresses apart in a list.
const shownHashLength = 12;

export const accessLog: Command = ({ args, store }) => {
  const { values } = commandArgs(
    args,
    { limit: { type: 'string' }, user: { type: 'string' }, since: { type: 'string' } },
    0,
  );
  const limit = values.limit === undefined ? defaultLimit : positiveInteger(values.limit, '--limit');
  const account = values.user === undefined ? undefined : (staffName(values.user) ?? values.user);
  const entries = store().listAccess({
    limit,
    ...(account !== undefined && { account }),
    ...(values.since !== undefined && { since: koreanTimeOption(values.since, '--since') }),
  });
  if (entries.length === 0) {
    console.log('조건에 맞는 접근 기록이 없습니다.');
    return;
  }
  const rows = entries.map((entry) => [
    koreanDateTime(entry.at),
    entry.account,
    entry.clientHash ? entry.clientHash.slice(0, shownHashLength) : '-',
    entry.detail ? `${accessActionLabels[entry.action]} (${entry.detail})` : accessActionLabels[entry.action],
    entry.inquiryId === null ? '-' : String(entry.inquiryId),
  ]);
  console.log(textTable(['시각(KST)', '계정', '주소(해시)', '한 일', '문의 번호'], rows));
  console.log(`\n최근 ${entries.length}건을 최신순으로 보였습니다. 기록은 2년 동안 보관합니다.`);
};
