/**
 * What a publish did, in words that do not promise more than happened: a change
 * recorded without a shared copy of the site files stays on this computer, and one
 * sent to the shared copy reaches the public site only when the person who runs
 * the site's server builds a new release from it. No commit hashes: staff cannot use them.
 */
export function publishedMessage(pushed: boolean, commits: number): string {
  if (!pushed)
    return '이 컴퓨터에만 게시 기록을 남겼습니다. 사이트 파일의 공용 사본이 설정되어 있지 않아 사이트에는 반영되지 않습니다.';
  const earlier = commits > 1 ? ` 지난번에 보내지 못한 게시 ${commits - 1}건도 함께 보냈습니다.` : '';
  return `게시했습니다. 변경을 기록해 사이트 파일의 공용 사본으로 보냈습니다.${earlier} 게시한 내용은 사이트 담당자가 새로 배포할 때 사이트에 반영됩니다.`;
}
