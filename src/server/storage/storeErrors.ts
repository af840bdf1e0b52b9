/** An error a person can cause with the database file, with what to do about it. */
export class InquiryStoreError extends Error {
  override readonly name = 'InquiryStoreError';

  constructor(
    readonly code: 'databaseTooNew',
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

export function databaseTooNew(file: string, found: number, known: number): InquiryStoreError {
  return new InquiryStoreError(
    'databaseTooNew',
    `문의 데이터베이스 ${file}의 스키마 버전(${found})이 이 프로그램이 아는 버전(${known})보다 새롭습니다.`,
    '이 파일을 만든 더 새로운 버전의 프로그램으로 실행하세요. 파일을 지우거나 고치지 마세요. 접수된 문의가 들어 있습니다.',
  );
}
