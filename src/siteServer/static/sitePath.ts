import { posix } from 'node:path';

/**
 * The files a URL path may name inside the site folder, most specific first:
 * `/introduce` → introduce, introduce.html, introduce/index.html. Null for a
 * path that is not a plain path of the site: undecodable, a NUL, `..`, or a
 * dotfile (the build keeps nothing for visitors in them; `.well-known` aside).
 */
export function siteFileCandidates(urlPath: string): string[] | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (!path.startsWith('/') || path.includes('\0') || path.includes('\\')) return null;
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '..' || (segment.startsWith('.') && segment !== '.well-known')))
    return null;
  const relative = posix.join(...(segments.length ? segments : ['.']));
  if (path.endsWith('/')) return [posix.join(relative, 'index.html')];
  return [relative, `${relative}.html`, posix.join(relative, 'index.html')];
}
