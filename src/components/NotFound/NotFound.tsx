import { styled } from 'styled-components';
import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from '../common/InLanguage';
import { Container, Prose, SectionBox, SectionTitle } from '../common/layout';
import { linkTarget } from '../common/linkTarget';

const HomeLink = styled.a`
  ${linkTarget}
`;

export interface NotFoundProps {
  title: LocalText;
  message: LocalText;
  homeLink: LocalText;
  /** The home page in the page's language. */
  homeHref: string;
}

export function NotFound({ title, message, homeLink, homeHref }: NotFoundProps) {
  return (
    <SectionBox>
      <Container>
        <SectionTitle as="h1">
          <InLanguage text={title} />
        </SectionTitle>
        <Prose>
          <p>
            <InLanguage text={message} />
          </p>
          <p>
            <HomeLink href={homeHref}>
              <InLanguage text={homeLink} />
            </HomeLink>
          </p>
        </Prose>
      </Container>
    </SectionBox>
  );
}
