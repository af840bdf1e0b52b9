import { InLanguage } from '../../components/common/InLanguage';
import { Container, Prose, SectionTitle } from '../../components/common/layout';
import { Paragraphs } from '../../components/common/Paragraphs';
import { Section } from '../../components/common/Section';
import type { NoticeBoard as NoticeBoardNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import type { PostEntry } from './postEntries';
import { PostList } from './PostList';
import { NoticePostView, type ShownPost } from './NoticePostView';
import * as S from './NoticeBoard.styles';

export interface NoticeBoardProps {
  node: Localized<NoticeBoardNode>;
  /** The posts newest first, grouped by the year they were posted in, newest year first; empty on a post's own page. */
  years: { year: string; posts: PostEntry[]; place?: string }[];
  /** The post a post's own page shows in place of the list. */
  shown?: ShownPost;
}

/**
 * Dated notices: on the board's page, every post by year, each a link to its
 * own page; on a post's page, that post in full. Plain links and text, no script.
 */
export function NoticeBoard({ node, years, shown }: NoticeBoardProps) {
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        {shown ? (
          <NoticePostView shown={shown} labels={node} />
        ) : (
          <>
            <SectionTitle>
              <InLanguage text={node.title} />
            </SectionTitle>
            {node.intro && (
              <S.Intro>
                <Prose>
                  <Paragraphs items={[node.intro]} />
                </Prose>
              </S.Intro>
            )}
            {years.map(({ year, posts, place }) => (
              <S.Year key={year} aria-labelledby={`${node.id}-${year}`}>
                <h3 id={`${node.id}-${year}`}>
                  <time dateTime={year} data-edit-place={place}>
                    {year}
                  </time>
                </h3>
                <PostList posts={posts} />
              </S.Year>
            ))}
          </>
        )}
      </Container>
    </Section>
  );
}
