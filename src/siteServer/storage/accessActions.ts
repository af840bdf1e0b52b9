/** Every kind of entry in the access record, with the words the CLI shows for it. */
export const accessActionLabels = {
  login: '로그인',
  'login-failed': '로그인 실패',
  logout: '로그아웃',
  'claim-shared': '공용 비밀번호를 계정으로 바꿈',
  list: '목록 보기',
  view: '문의 보기',
  handled: '처리 완료로 표시',
  open: '미처리로 되돌림',
  export: '내보내기',
  delete: '삭제',
  memo: '메모 수정',
  'add-user': '계정 추가',
  'set-password': '비밀번호 변경',
  'remove-user': '계정 삭제',
} as const;

export type AccessAction = keyof typeof accessActionLabels;

/** The account a failed login is recorded under when the typed name is no account: what was typed may be a password. */
export const unknownAccount = '(알 수 없는 이름)';

/** Two years: the standard asks for at least one, and the database refuses to delete younger entries. */
export const accessLogKeptDays = 730;
