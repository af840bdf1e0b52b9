import { scriptJson } from '../../document/scriptJson';
import type { Faq as FaqNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { FormattedText } from '../../components/common/FormattedText';
import { InLanguage } from '../../components/common/InLanguage';
import { TitledSection } from '../../components/common/TitledSection';
import * as S from './Faq.styles';

export interface FaqProps {
  node: Localized<FaqNode>;
  /** The same questions and answers as schema.org's FAQPage (faqPageData.ts), written beside them as JSON-LD. */
  structuredData: Record<string, unknown>;
}

/**
 * Questions as <details> disclosure widgets: the browser opens and closes an
 * answer by itself, with or without JavaScript, so this kind adds no script.
 */
export function Faq({ node, structuredData }: FaqProps) {
  return (
    <TitledSection node={node}>
      <S.Questions>
        {node.questions.map(({ question, answer }, index) => (
          <S.Question key={index}>
            <summary>
              <InLanguage text={question} />
            </summary>
            <S.Answer>
              <FormattedText text={answer} />
            </S.Answer>
          </S.Question>
        ))}
      </S.Questions>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }} />
    </TitledSection>
  );
}
