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
  if (name === undefined) throw new CliError('account-name-invalid', { typed: typed ?? '', rule: staffNameRule });
  return name;
}

function existingAccount(store: InquiryStore, name: string): string {
  const account = store.findAccount(name);
  if (!account) throw new CliError('account-not-found', { name });
  return account.name;
}

/** Reads the new password (twice at a terminal, the first piped line otherwise) and returns its hash. */
async function newPasswordHash(example: string): Promise<string> {
  const password = await readNewPassword(example);
  const length = [...password].length;
  if (length < minimumLength) {
    throw new CliError('password-too-short', { length, minimum: minimumLength });
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
      throw new CliError('account-not-claimable', { name, exists: Boolean(store().findAccount(name)) });
    }
    recordAccess('claim-shared', null, account.name);
    console.log(
      `"${account.name}" 계정을 만들었습니다. 비밀번호는 지금까지 쓰던 공용 비밀번호이고, 공용 비밀번호는 이제 쓸 수 없습니다.`,
    );
    console.log('다른 직원의 계정은 각자 npm run inquiries -- add-user 이름으로 만드세요.');
    return;
  }
  await allowCreate(values.create === true);
  if (store().findAccount(name)) throw new CliError('account-exists', { name });
  const passwordHash = await newPasswordHash(`add-user ${name}`);
  const hadSharedPassword = store().getSetting(adminPasswordSetting) !== undefined;
  // The account and its access record are one commit: a failed write leaves neither.
  const account = store().transaction(() => {
    const added = store().addAccount(name, passwordHash);
    if (added) recordAccess('add-user', null, added.name);
    return added;
  });
  if (!account) throw new CliError('account-created-meanwhile', { name });
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
  if (ended === undefined) throw new CliError('account-removed-meanwhile', { name });
  console.log(`"${name}" 계정의 비밀번호를 바꿨습니다. ${sessionsEnded(ended)}`);
};

export const removeUser: Command = async ({ args, store, recordAccess }) => {
  const { values, positionals } = commandArgs(args, { yes: { type: 'boolean' } }, 1);
  const name = existingAccount(store(), accountName(positionals[0]));
  const noTerminal = new CliError('account-removal-unconfirmable', { name });
  if (
    !(await confirmedUnlessYes(
      values.yes,
      `"${name}" 계정을 지울까요? 이 계정의 로그인도 모두 끝납니다. (y/N) `,
      noTerminal,
    ))
  ) {
    throw new CliError('account-removal-declined', {});
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
