import { readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { shownPath } from './format-summary';

/**
 * One line per symbolic link under `publicDir` (none when there is no such
 * folder). The build copies public/ into the release as it is and the server
 * sends what is there, so a link would publish whatever it points to: `ln -s
 * /etc/passwd public/x`, or a link to data/inquiries.sqlite with the staff's
 * password hashes. Links are refused, whatever they point to, rather than
 * judged: what lies outside public/ is never the site's.
 */
export async function publicLinkProblems(publicDir: string): Promise<string[]> {
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  const links = entries.filter((entry) => entry.isSymbolicLink()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(
    links.sort().map(async (link) => {
      const target = await readlink(link);
      return `${shownPath(link)}은(는) 심볼릭 링크입니다(→ ${target}). 빌드는 public/의 링크를 사이트에 싣지 않습니다. 링크가 가리키는 파일이 사이트 밖의 것(설정, 데이터베이스)이어도 그대로 공개되기 때문입니다.\n  도움말: 링크를 지우세요. 사이트에 실을 파일이면 링크 대신 그 파일을 public/ 안에 복사해 넣으세요.`;
    }),
  );
}
