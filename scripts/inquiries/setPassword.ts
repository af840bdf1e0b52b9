import { adminPasswordSetting, hashPassword } from '../../src/server/security/password';
import { CliError } from './cliErrors';
import type { Command } from './Command';
import { commandArgs } from './commandArgs';
import { readNewPassword } from './readPassword';

const minimumLength = 10;

export const setPassword: Command = async ({ args, store }) => {
  commandArgs(args, {}, 0);
  const password = await readNewPassword();
  const length = [...password].length;
  if (length < minimumLength) {
    throw new CliError(`비밀번호가 너무 짧습니다(${length}자).`, `${minimumLength}자 이상으로 정하세요. 여러 낱말을 이은 문장이 외우기 쉽고 안전합니다.`);
  }
  store().setSetting(adminPasswordSetting, await hashPassword(password));
  console.log('직원용 문의함(/admin) 비밀번호를 저장했습니다.');
};
