import { InLanguage } from '../../components/common/InLanguage';
import { Image } from '../../components/common/Image';
import { ARROW_AFTER_LABEL } from '../../components/common/linkTarget';
import { Prose } from '../../components/common/layout';
import { Paragraphs } from '../../components/common/Paragraphs';
import { scriptJson } from '../../document/scriptJson';
import type { LocalText } from '../../manifest/language/localText';
import type { NoticePost } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { DownloadList } from '../files/DownloadList';
import type { DownloadLink } from '../files/downloadLinks';
import { NoticeDate } from './NoticeDate';
import type { ShownDate } from './shownDate';
import * as S from './NoticePostView.styles';

/** The post a post's own page is about. */
export interface ShownPost {
  post: Localized<NoticePost>;
  date: ShownDate;
  /** The board's page in the page's language. */
  listHref: string;
  /** Its files to download as links with their type and size, as a files section draws them. */
  downloads: readonly DownloadLink[];
  /** Each of `post.links` at its address in the page's language, in the same order. */
  linkHrefs: readonly string[];
  /** The post as schema.org's NewsArticle (newsArticleData.ts), written beside it as JSON-LD. */
  structuredData: Record<string, unknown>;
}

/** One post in full: title, date, picture, body, files to download, related pages and the way back to the list. */
export function NoticePostView({
  shown,
  labels,
}: {
  shown: ShownPost;
  labels: { backLink: LocalText; filesTitle: LocalText };
}) {
  const { post } = shown;
  return (
    <S.Article>
      <S.Title>
        <InLanguage text={post.title} />
      </S.Title>
      <S.Dates>
        <NoticeDate date={shown.date} />
      </S.Dates>
      {post.image && (
        <S.Figure>
          <Image image={post.image} loading="eager" />
        </S.Figure>
      )}
      <Prose>
        <Paragraphs items={post.body} />
      </Prose>
      {shown.downloads.length > 0 && (
        <S.Files>
          <h3>
            <InLanguage text={labels.filesTitle} />
          </h3>
          <DownloadList links={shown.downloads} />
        </S.Files>
      )}
      {post.links && post.links.length > 0 && (
        <S.Links>
          {post.links.map((link, index) => (
            <li key={link.href}>
              <a href={shown.linkHrefs[index]}>
                <InLanguage text={link.label} />
                {ARROW_AFTER_LABEL}
              </a>
            </li>
          ))}
        </S.Links>
      )}
      <S.Back>
        <a href={shown.listHref}>
          <InLanguage text={labels.backLink} />
        </a>
      </S.Back>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(shown.structuredData) }} />
    </S.Article>
  );
}
