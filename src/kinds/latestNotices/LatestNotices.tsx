import { InLanguage } from '../../components/common/InLanguage';
import { ARROW_AFTER_LABEL } from '../../components/common/linkTarget';
import { TitledSection } from '../../components/common/TitledSection';
import type { LatestNotices as LatestNoticesNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import type { PostEntry } from '../noticeBoard/postEntries';
import { PostList } from '../noticeBoard/PostList';
import * as S from './LatestNotices.styles';

export interface LatestNoticesProps {
  node: Localized<LatestNoticesNode>;
  /** The site's newest posts, at most `node.count`, newest first. */
  posts: PostEntry[];
  /** The notice board's page in the page's language; none on a site without a board. */
  listHref?: string;
}

/** The newest notices as links to their pages, and a link to the board: a block for any page, the home page included. */
export function LatestNotices({ node, posts, listHref }: LatestNoticesProps) {
  return (
    <TitledSection node={node}>
      <PostList posts={posts} />
      {listHref && (
        <S.More>
          <a href={listHref}>
            <InLanguage text={node.moreLabel} />
            {ARROW_AFTER_LABEL}
          </a>
        </S.More>
      )}
    </TitledSection>
  );
}
