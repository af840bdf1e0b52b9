import { InLanguage, textAttributes } from '../../components/common/InLanguage';
import { plainText } from '../../manifest/language/localText';
import { NoticeDate } from './NoticeDate';
import type { PostEntry } from './postEntries';
import * as S from './PostList.styles';

/** Posts as links to their pages, each with its date and summary: the board's years and the latest-notices block. */
export function PostList({ posts }: { posts: readonly PostEntry[] }) {
  return (
    <S.Posts>
      {posts.map((post) => (
        <S.Post key={post.href}>
          <a href={post.href}>
            <InLanguage text={post.title} />
          </a>
          <NoticeDate date={post.date} />
          {post.summary && <p {...textAttributes(post.summary)}>{plainText(post.summary)}</p>}
        </S.Post>
      ))}
    </S.Posts>
  );
}
