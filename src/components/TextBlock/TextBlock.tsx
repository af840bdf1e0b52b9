import { Link } from 'react-router-dom';
import type { TextBlock as TextBlockNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { Container, Prose, SectionTitle } from '../common/layout';
import { Paragraphs } from '../common/Paragraphs';
import { Section } from '../common/Section';
import * as S from './TextBlock.styles';

export function TextBlock({ node }: NodeProps<TextBlockNode>) {
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        <Prose>
          <Paragraphs items={node.paragraphs} />
        </Prose>
        {node.steps && node.steps.length > 0 && (
          <S.Steps>
            {node.steps.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </S.Steps>
        )}
        {node.links && node.links.length > 0 && (
          <S.Links role="list">
            {node.links.map((link) => (
              <li key={link.href}>
                {link.href.startsWith('/') ? <Link to={link.href}>{link.label} →</Link> : <a href={link.href}>{link.label} →</a>}
              </li>
            ))}
          </S.Links>
        )}
      </Container>
    </Section>
  );
}
