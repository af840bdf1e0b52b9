import type { Greeting as GreetingNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { Image } from '../common/Image';
import { Container, Prose, SectionTitle } from '../common/layout';
import { Paragraphs } from '../common/Paragraphs';
import { Section } from '../common/Section';
import * as S from './Greeting.styles';

export function Greeting({ node }: NodeProps<GreetingNode>) {
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        <S.Layout $withImage={Boolean(node.image)}>
          <Prose>
            {node.heading && <S.Heading>{node.heading}</S.Heading>}
            <Paragraphs items={node.paragraphs} />
            <S.Signature>{node.signature}</S.Signature>
          </Prose>
          {node.image && <Image image={node.image} />}
        </S.Layout>
      </Container>
    </Section>
  );
}
