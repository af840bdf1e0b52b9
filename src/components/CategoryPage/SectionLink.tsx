import { useSite } from '../../render/SiteContext';
import { Title } from '../SubItemContent/SubItemContent.styles';
import * as S from './CategoryPage.styles';

/**
 * What the page's HTML holds of a section it fetches later: its name and a
 * link to its own page, which a visitor without JavaScript follows.
 */
export function SectionLink({ label, page }: { label: string; page: string }) {
  const { labels } = useSite();
  return (
    <>
      <Title>{label}</Title>
      <S.SectionPageLink>
        <a href={page}>
          {label} {labels.sectionPageLink}
        </a>
      </S.SectionPageLink>
    </>
  );
}
