import type { Greeting as GreetingNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { Image } from '../../components/common/Image';
import { InLanguage } from '../../components/common/InLanguage';
import { Container, Prose, SectionTitle } from '../../components/common/layout';
import { Paragraphs } from '../../components/common/Paragraphs';
import { Section } from '../../components/common/Section';
import * as S from './Greeting.styles';

export interface GreetingProps {
  node: Localized<GreetingNode>;
}

export function Greeting({ node }: GreetingProps) {
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>
          <InLanguage text={node.title} />
        </SectionTitle>
        <S.Layout $withImage={Boolean(node.image)}>
          <Prose>
            {node.heading && (
              <S.Heading>
                <InLanguage text={node.heading} />
              </S.Heading>
            )}
            <Paragraphs items={node.paragraphs} />
            <S.Signature>
              <InLanguage text={node.signature} />
            </S.Signature>
          </Prose>
          {node.image && <Image image={node.image} />}
        </S.Layout>
      </Container>
    </Section>
  );
}
