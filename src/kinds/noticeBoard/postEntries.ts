import type { LocalText } from '../../manifest/language/localText';
import type { Language, NoticePost } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { shownDate, type ShownDate } from './shownDate';

/** A post as a list shows it: its title and date, a link to its page, its summary. */
export interface PostEntry {
  title: LocalText;
  date: ShownDate;
  href: string;
  summary?: LocalText;
}

/** A post as a list shows it, linking to `href` (its page in the page's language). */
export function postEntry(post: Localized<NoticePost>, href: string, language: Pick<Language, 'locale'>): PostEntry {
  return {
    title: post.title,
    date: shownDate(post.date, language),
    href,
    ...(post.summary ? { summary: post.summary } : {}),
  };
}
