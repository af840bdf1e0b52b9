import { arrayAt, fieldAt, sectionsOf, stringAt, stringsWhere } from '../../manifest/references/manifestShape';
import { defaultText } from '../translations/defaultText';

export interface ReferenceOption {
  value: string;
  /** The entry's name on the site: a tab label, a case title, a page title. */
  label: string;
  /** A second name: an instrument's Korean name, a page's address. */
  detail?: string;
  /** The entry's first image, to recognise it by. */
  thumbnail?: string;
}

const NAME_KEYS = ['label', 'title', 'name'];
const DETAIL_KEYS = ['korName', 'path', 'subName'];

// Names and titles are translatable: the options show them in the default language.
const firstText = (manifest: unknown, entry: unknown, keys: readonly string[]) =>
  keys.map((key) => defaultText(fieldAt(entry, key), manifest)).find((text) => text !== undefined);

/** The entries of the root list `list` a field referring to their `key` may name. */
export function referenceOptions(manifest: unknown, list: string, key: string): ReferenceOption[] {
  return (arrayAt(manifest, list) ?? []).flatMap((entry) => {
    const value = stringAt(entry, key);
    if (value === undefined) return [];
    const detail = firstText(
      manifest,
      entry,
      DETAIL_KEYS.filter((detailKey) => detailKey !== key),
    );
    const thumbnail = stringsWhere(entry, (field) => field === 'src')[0]?.text;
    return [{ value, label: firstText(manifest, entry, NAME_KEYS) ?? value, detail, thumbnail }];
  });
}

/** The sections with an id on the page at `path`, for a menu entry's section. */
export function sectionOptions(manifest: unknown, path: string | undefined): ReferenceOption[] {
  const route = (arrayAt(manifest, 'routes') ?? []).find((candidate) => stringAt(candidate, 'path') === path);
  return (sectionsOf(route) ?? []).flatMap((section) => {
    const id = stringAt(section, 'id');
    return id === undefined
      ? []
      : [{ value: id, label: firstText(manifest, section, NAME_KEYS) ?? id, detail: `#${id}` }];
  });
}

/** The nearest page address above a field: a sub-item's own href, else its menu group's. */
export function nearestHref(manifest: unknown, path: readonly (string | number)[]): string | undefined {
  for (let length = path.length - 1; length >= 0; length--) {
    let owner: unknown = manifest;
    for (const segment of path.slice(0, length))
      owner = Array.isArray(owner) ? owner[Number(segment)] : fieldAt(owner, String(segment));
    const href = stringAt(owner, 'href');
    if (href !== undefined) return href;
  }
  return undefined;
}
