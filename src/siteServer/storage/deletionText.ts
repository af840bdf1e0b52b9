/**
 * What staff are told after deleting an inquiry, in the inbox and at the
 * command line alike: whether the text also left the database files
 * (checkpointDeleted), and when it will if a reader held it there.
 */
export function deletionText(id: number, wiped: boolean): string {
  return wiped
    ? `문의 ${id}번을 삭제했습니다. 데이터베이스 파일에서도 지웠습니다.`
    : `문의 ${id}번을 삭제했습니다. 다만 백업 같은 다른 작업이 데이터베이스를 읽고 있어 파일에 남은 내용은 다음 삭제 때나 서버를 다시 시작할 때 지워집니다.`;
}
