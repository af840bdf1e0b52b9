// Ids are what pages use to name an entry, so a new entry's id is proposed from
// its label and must be unique as typed (the schema's Id: ^[a-z][a-z0-9-]*$).
const ID = /^[a-z][a-z0-9-]*$/;

/** The label as an ASCII slug ("ICP-OES" → "icp-oes"), or '' when nothing ASCII is left (a Korean label). */
export function slugOf(label: string): string {
  return label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '');
}

/**
 * A free id for an entry named `label`: its slug, or `<fallback>-<n>` when the
 * label has no ASCII letters; a taken id gets the first free "-2", "-3", ….
 */
export function proposeId(label: string, taken: Iterable<string>, fallback: string): string {
  const used = new Set(taken);
  const slug = slugOf(label);
  if (slug === '') {
    let n = 1;
    while (used.has(`${fallback}-${n}`)) n++;
    return `${fallback}-${n}`;
  }
  if (!used.has(slug)) return slug;
  let n = 2;
  while (used.has(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}

export type IdCheck = { ok: true } | { ok: false; message: string };

/** Whether `id` may name a new entry, in the words shown beside the field. */
export function checkNewId(id: string, taken: Iterable<string>): IdCheck {
  if (id === '') return { ok: false, message: '고유 이름을 적어 주세요.' };
  if (!ID.test(id))
    return { ok: false, message: '영문 소문자로 시작하고 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다.' };
  if (new Set(taken).has(id)) return { ok: false, message: '이미 다른 항목이 쓰는 고유 이름입니다.' };
  return { ok: true };
}

const PATH = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;

/** A free address for a new page named `label`: "/" and its slug, or "/page-<n>" for a Korean name. */
export function proposePath(label: string, taken: Iterable<string>): string {
  const names = [...taken].map((path) => path.slice(1));
  return `/${proposeId(label, names, 'page')}`;
}

/** Whether `path` may be a new page's address, in the words shown beside the field. */
export function checkNewPath(path: string, taken: Iterable<string>): IdCheck {
  if (!PATH.test(path))
    return { ok: false, message: '/로 시작하고 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다. 예: /news' };
  if (new Set(taken).has(path)) return { ok: false, message: '이미 다른 페이지가 쓰는 주소입니다.' };
  return { ok: true };
}
