import type { ReactNode } from 'react';
import type { Background } from '../../manifest/site.gen';
import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from './InLanguage';
import { Container, SectionIntro, SectionTitle } from './layout';
import { Paragraphs } from './Paragraphs';
import { Section } from './Section';

interface TitledSectionProps {
  /** The section node's own fields every such section has. */
  node: { id: string; background?: Background; title: LocalText; intro?: LocalText };
  children: ReactNode;
}

/** A section in the content column under its title and optional lead: the frame of the cards, people and table kinds. */
export function TitledSection({ node, children }: TitledSectionProps) {
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>
          <InLanguage text={node.title} />
        </SectionTitle>
        {node.intro && (
          <SectionIntro>
            <Paragraphs items={[node.intro]} />
          </SectionIntro>
        )}
        {children}
      </Container>
    </Section>
  );
}
