/**
 * What a publish did, in words that do not promise more than happened: a commit
 * without a push is on this computer only, and a push reaches the site only once
 * it is deployed from the remote.
 */
export function publishedMessage(commit: string, pushed: boolean, commits: number): string {
  const short = commit.slice(0, 7);
  if (!pushed) return `이 컴퓨터에 기록했습니다(${short}). 원격 저장소가 없어 사이트에는 아직 반영되지 않습니다.`;
  const what = commits > 1 ? `아직 올리지 않았던 것까지 기록 ${commits}개를` : `기록(${short})을`;
  return `원격 저장소에 ${what} 올렸습니다. 사이트에는 배포가 끝나면 반영됩니다.`;
}
