import type { ReactNode } from 'react';
import type { Background } from '../../manifest/site.gen';
import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from './InLanguage';
import { Container, SectionIntro, SectionTitle } from './layout';
import { Paragraphs } from './Paragraphs';
import { Section } from './Section';

/** What a section with a title says about itself in site.json: its address, background, title and short intro. */
export interface TitledNode {
  id: string;
  background?: Background;
  title: LocalText;
  intro?: LocalText;
}

/** The shape most section kinds draw: a section of the page, its title, its intro when it has one, then its content. */
export function TitledSection({ node, children }: { node: TitledNode; children: ReactNode }) {
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
