import type { ReactNode } from 'react';
import type { LocalText } from '../../manifest/language/localText';
import type { Background } from '../../manifest/site.gen';
import { InLanguage } from './InLanguage';
import { Container, SectionTitle } from './layout';
import { Section } from './Section';

/** The frame most section kinds draw: the section with its background, a centred column, its title as the h2. */
export function TitledSection({
  id,
  background,
  title,
  children,
}: {
  id: string;
  background?: Background;
  title: LocalText;
  children: ReactNode;
}) {
  return (
    <Section id={id} background={background}>
      <Container>
        <SectionTitle>
          <InLanguage text={title} />
        </SectionTitle>
        {children}
      </Container>
    </Section>
  );
}
