import { adminPasswordSetting, hashPassword } from '../security/password';
import type { InquiryStore } from '../storage/InquiryStore';
import { staffName, staffNameRule } from '../storage/staffName';
import { CliError } from './cliErrors';
import type { Command } from './Command';
import { commandArgs } from './commandArgs';
import { confirmedUnlessYes } from './confirm';
import { readNewPassword } from './readPassword';

const minimumLength = 10;

function accountName(typed: string | undefined): string {
  const name = staffName(typed ?? '');
  if (name === undefined)
    throw new CliError(
      'account-name-invalid',
      `쓸 수 없는 계정 이름입니다: ${typed ?? ''}`,
      `${staffNameRule} 예: 김연구, kim.lab`,
    );
  return name;
}

function existingAccount(store: InquiryStore, name: string): string {
  const account = store.findAccount(name);
  if (!account)
    throw new CliError(
      'account-not-found',
      `"${name}" 계정이 없습니다.`,
      '계정 목록은 npm run inquiries -- users로 보고, 새 계정은 npm run inquiries -- add-user 이름으로 만드세요.',
    );
  return account.name;
}

/** Reads the new password (twice at a terminal, the first piped line otherwise) and returns its hash. */
async function newPasswordHash(example: string): Promise<string> {
  const password = await readNewPassword(example);
  const length = [...password].length;
  if (length < minimumLength) {
    throw new CliError(
      'password-too-short',
      `비밀번호가 너무 짧습니다(${length}자).`,
      `${minimumLength}자 이상으로 정하세요. 여러 낱말을 이은 문장이 외우기 쉽고 안전합니다.`,
    );
  }
  return hashPassword(password);
}

const sessionsEnded = (count: number) =>
  count > 0
    ? `이 계정으로 로그인해 있던 ${count}곳의 로그인을 끝냈습니다.`
    : '이 계정으로 로그인해 있던 곳은 없었습니다.';

export const addUser: Command = async ({ args, store, allowCreate, recordAccess }) => {
  const { values, positionals } = commandArgs(
    args,
    { create: { type: 'boolean' }, 'from-shared-password': { type: 'boolean' } },
    1,
  );
  const name = accountName(positionals[0]);
  if (values['from-shared-password']) {
    const account = store().claimSharedPassword(name);
    if (!account) {
      throw new CliError(
        'account-not-claimable',
        store().findAccount(name)
          ? `"${name}" 계정이 이미 있습니다.`
          : '이 데이터베이스에는 예전 공용 비밀번호가 없어 바꿀 것이 없습니다.',
        '--from-shared-password 없이 실행해 새 비밀번호를 정하세요.',
      );
    }
    recordAccess('claim-shared', null, account.name);
    console.log(
      `"${account.name}" 계정을 만들었습니다. 비밀번호는 지금까지 쓰던 공용 비밀번호이고, 공용 비밀번호는 이제 쓸 수 없습니다.`,
    );
    console.log('다른 직원의 계정은 각자 npm run inquiries -- add-user 이름으로 만드세요.');
    return;
  }
  await allowCreate(values.create === true);
  if (store().findAccount(name))
    throw new CliError(
      'account-exists',
      `"${name}" 계정이 이미 있습니다.`,
      `비밀번호를 바꾸려면 npm run inquiries -- set-password ${name}을(를) 실행하세요.`,
    );
  const passwordHash = await newPasswordHash(`add-user ${name}`);
  const hadSharedPassword = store().getSetting(adminPasswordSetting) !== undefined;
  // The account and its access record are one commit: a failed write leaves neither.
  const account = store().transaction(() => {
    const added = store().addAccount(name, passwordHash);
    if (added) recordAccess('add-user', null, added.name);
    return added;
  });
  if (!account)
    throw new CliError(
      'account-created-meanwhile',
      `"${name}" 계정이 이미 있습니다.`,
      '방금 다른 곳에서 같은 이름의 계정을 만들었습니다. npm run inquiries -- users로 확인하세요.',
    );
  console.log(
    `"${account.name}" 계정을 만들었습니다. 이제 문의함(/admin)에 이 이름과 비밀번호로 로그인할 수 있습니다.`,
  );
  if (hadSharedPassword)
    console.log('예전에 함께 쓰던 공용 비밀번호는 지웠습니다. 다른 직원도 각자 계정을 만들어 쓰세요.');
};

export const setPassword: Command = async ({ args, store, recordAccess }) => {
  const { positionals } = commandArgs(args, {}, 1);
  const name = existingAccount(store(), accountName(positionals[0]));
  const passwordHash = await newPasswordHash(`set-password ${name}`);
  const ended = store().transaction(() => {
    const count = store().setAccountPassword(name, passwordHash);
    if (count !== undefined) recordAccess('set-password', null, name);
    return count;
  });
  if (ended === undefined)
    throw new CliError(
      'account-removed-meanwhile',
      `"${name}" 계정이 없습니다.`,
      '비밀번호를 입력하는 동안 다른 곳에서 계정을 지웠습니다.',
    );
  console.log(`"${name}" 계정의 비밀번호를 바꿨습니다. ${sessionsEnded(ended)}`);
};

export const removeUser: Command = async ({ args, store, recordAccess }) => {
  const { values, positionals } = commandArgs(args, { yes: { type: 'boolean' } }, 1);
  const name = existingAccount(store(), accountName(positionals[0]));
  const noTerminal = new CliError(
    'account-removal-unconfirmable',
    `"${name}" 계정을 지우지 않았습니다. 확인할 터미널이 없습니다.`,
    '스크립트에서 확인 없이 지우려면 --yes를 붙이세요.',
  );
  if (
    !(await confirmedUnlessYes(
      values.yes,
      `"${name}" 계정을 지울까요? 이 계정의 로그인도 모두 끝납니다. (y/N) `,
      noTerminal,
    ))
  ) {
    throw new CliError('account-removal-declined', '계정을 지우지 않았습니다.');
  }
  const ended = store().transaction(() => {
    const count = store().removeAccount(name);
    if (count !== undefined) recordAccess('remove-user', null, name);
    return count ?? 0;
  });
  console.log(
    `"${name}" 계정을 지웠습니다. ${sessionsEnded(ended)} 이 계정이 처리한 문의와 접근 기록에는 이름이 그대로 남습니다.`,
  );
  if (store().countAccounts() === 0)
    console.log(
      '이제 계정이 하나도 없어, npm run inquiries -- add-user 이름으로 새 계정을 만들기 전까지 문의함(/admin)은 열리지 않습니다.',
    );
};
