import { useSite } from '../../render/SiteContext';
import { Title } from '../SubItemContent/SubItemContent.styles';
import * as S from './CategoryPage.styles';

/**
 * What the page's HTML holds of a section it fetches later: its name and a
 * link to its own page, which a visitor without JavaScript follows (to the
 * section itself: on that page the first section comes before it, as a link).
 */
export function SectionLink({ id, label, page }: { id: string; label: string; page: string }) {
  const { labels } = useSite();
  return (
    <>
      <Title>{label}</Title>
      <S.SectionPageLink>
        <a href={`${page}#${id}`}>
          {label} {labels.sectionPageLink}
        </a>
      </S.SectionPageLink>
    </>
  );
}
