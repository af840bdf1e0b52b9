// Letters of any script (Hangul included), decimal digits, '.', '_' and '-': no spaces or symbols that
// look alike on screen, and nothing that could pass for the access record's "CLI:" or "(알 수 없는 이름)".
const allowedName = /^[\p{L}\p{Nd}._-]{1,40}$/u;

/** The name as stored (NFC, trimmed), or undefined when it is not an allowed account name. */
export function staffName(typed: string): string | undefined {
  const name = typed.normalize('NFC').trim();
  return allowedName.test(name) ? name : undefined;
}

/** What makes two names the same account: "Kim" and "kim" are one. */
export function staffNameKey(name: string): string {
  return name.normalize('NFC').trim().toLowerCase();
}

/** Korean rules for a person choosing a name, shared by the CLI and the inbox. */
export const staffNameRule =
  '계정 이름에는 한글, 영문, 숫자와 마침표(.), 밑줄(_), 하이픈(-)만 띄어쓰기 없이 40자까지 쓸 수 있습니다.';
