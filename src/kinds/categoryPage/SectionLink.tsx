import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from '../../components/common/InLanguage';
import { Title } from '../../components/SubItemContent/SubItemContent.styles';
import * as S from './CategoryPage.styles';

interface SectionLinkProps {
  id: string;
  label: LocalText;
  /** The section's own page, in the page's language. */
  page: string;
  /** labels.sectionPageLink, after the section's label. */
  linkText: LocalText;
}

/**
 * What the page's HTML holds of a section it fetches later: its name and a
 * link to its own page, which a visitor without JavaScript follows (to the
 * section itself: on that page the first section comes before it, as a link).
 */
export function SectionLink({ id, label, page, linkText }: SectionLinkProps) {
  return (
    <>
      <Title>
        <InLanguage text={label} />
      </Title>
      <S.SectionPageLink>
        <a href={`${page}#${id}`}>
          <InLanguage text={label} /> <InLanguage text={linkText} />
        </a>
      </S.SectionPageLink>
    </>
  );
}
