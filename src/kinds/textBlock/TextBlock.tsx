import type { TextBlock as TextBlockNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../../components/common/InLanguage';
import { TitledSection } from '../../components/common/TitledSection';
import { ARROW_AFTER_LABEL } from '../../components/common/linkTarget';
import { Prose } from '../../components/common/layout';
import { Paragraphs } from '../../components/common/Paragraphs';
import * as S from './TextBlock.styles';

export interface TextBlockProps {
  node: Localized<TextBlockNode>;
  /** Each of `node.links` at its address in the page's language, in the same order. */
  linkHrefs: readonly string[];
}

export function TextBlock({ node, linkHrefs }: TextBlockProps) {
  return (
    <TitledSection node={node}>
      <Prose>
        <Paragraphs items={node.paragraphs} />
      </Prose>
      {node.steps && node.steps.length > 0 && (
        <S.Steps>
          {node.steps.map((step, index) => (
            <li key={index}>
              <InLanguage text={step} />
            </li>
          ))}
        </S.Steps>
      )}
      {node.links && node.links.length > 0 && (
        <S.Links role="list">
          {node.links.map((link, index) => (
            <li key={link.href}>
              <a href={linkHrefs[index]}>
                <InLanguage text={link.label} />
                {ARROW_AFTER_LABEL}
              </a>
            </li>
          ))}
        </S.Links>
      )}
    </TitledSection>
  );
}
