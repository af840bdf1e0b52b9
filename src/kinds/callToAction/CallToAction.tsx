import type { CallToAction as CallToActionNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { InLanguage } from '../../components/common/InLanguage';
import { Container } from '../../components/common/layout';
import { Paragraphs } from '../../components/common/Paragraphs';
import { Section } from '../../components/common/Section';
import * as S from './CallToAction.styles';

export interface CallToActionProps {
  node: Localized<CallToActionNode>;
  /** Each button's `href` at its address in the page's language, in the same order. */
  buttonHrefs: readonly string[];
}

/** A band asking the visitor to act: its buttons are plain links, so they need no script. */
export function CallToAction({ node, buttonHrefs }: CallToActionProps) {
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <S.Band>
          <S.Words>
            <S.Title>
              <InLanguage text={node.title} />
            </S.Title>
            {node.text && (
              <S.Text>
                <Paragraphs items={[node.text]} />
              </S.Text>
            )}
          </S.Words>
          <S.Buttons role="list">
            {node.buttons.map((button, index) => (
              <li key={index}>
                <S.Button href={buttonHrefs[index]} $secondary={button.style === 'secondary'}>
                  <InLanguage text={button.label} />
                </S.Button>
              </li>
            ))}
          </S.Buttons>
        </S.Band>
      </Container>
    </Section>
  );
}
