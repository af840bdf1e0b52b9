import { createInterface } from 'node:readline';
import { CliError } from './cliErrors';

/**
 * At a terminal, asks twice without echoing; otherwise reads the first line of
 * stdin, so a script or a test can pipe the password in. `command` (e.g.
 * "add-user 김연구") completes the example in the error for an empty pipe.
 */
export async function readNewPassword(command: string): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine(command);
  const password = await promptHidden('새 비밀번호: ');
  if ((await promptHidden('새 비밀번호 확인: ')) !== password)
    throw new CliError(
      'passwords-differ',
      '두 번 입력한 비밀번호가 다릅니다.',
      '다시 실행해서 같은 비밀번호를 두 번 입력하세요.',
    );
  return password;
}

async function readFirstLine(command: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  throw new CliError(
    'password-unreadable',
    '표준 입력에서 비밀번호를 읽지 못했습니다.',
    `예: echo "새 비밀번호" | npm run inquiries -- ${command}`,
  );
}

function promptHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  // Echo goes off before the question shows, so nothing typed at once is echoed.
  stdin.setRawMode(true);
  stdout.write(question);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolve, reject) => {
    let typed = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new CliError('password-cancelled', '비밀번호 설정을 취소했습니다.'));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? [...typed].slice(0, -1).join('') : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}
