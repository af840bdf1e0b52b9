import { readdir, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { fillMessage, type HintedWords, type Message } from '../messages/message';
import { BUILD_MESSAGES } from './buildMessages';
import { shownPath } from './format-summary';

/**
 * One message per symbolic link under `publicDir` (none when there is no such
 * folder). The build copies public/ into the release as it is and the server
 * sends what is there, so a link would publish whatever it points to: `ln -s
 * /etc/passwd public/x`, or a link to data/inquiries.sqlite with the staff's
 * password hashes. Links are refused, whatever they point to, rather than
 * judged: what lies outside public/ is never the site's.
 */
export async function publicLinkProblems(publicDir: string): Promise<Message<'public-link', HintedWords>[]> {
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
      return fillMessage(BUILD_MESSAGES, 'public-link', { link: shownPath(link), target }, 'ko');
    }),
  );
}
