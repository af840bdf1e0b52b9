import { absoluteUrl } from '../../document/absoluteUrl';
import { plainText } from '../../manifest/language/localText';
import { lastChanged } from '../../manifest/pages/noticePosts';
import type { NoticePost } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';

interface ArticlePlace {
  /** The post page's address in its language. */
  path: string;
  baseUrl: string;
  /** The page's language code, schema.org's `inLanguage`. */
  language: string;
  /** Who publishes the site (its name in the page's language). */
  publisher: string;
}

/**
 * A post as schema.org's NewsArticle, in the page's language: search engines
 * read the same headline, dates and picture the page shows.
 */
export function newsArticleData(post: Localized<NoticePost>, place: ArticlePlace): Record<string, unknown> {
  const url = absoluteUrl(place.baseUrl, place.path);
  const organization = { '@type': 'Organization', name: place.publisher };
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: plainText(post.title),
    datePublished: plainText(post.date),
    dateModified: lastChanged(post),
    inLanguage: place.language,
    mainEntityOfPage: url,
    url,
    ...(post.summary ? { description: plainText(post.summary) } : {}),
    ...(post.image ? { image: [absoluteUrl(place.baseUrl, post.image.src)] } : {}),
    author: organization,
    publisher: organization,
  };
}
