import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useSite } from '../../render/SiteContext';
import { Container, Prose, SectionBox, SectionTitle } from '../common/layout';
import { linkTarget } from '../common/linkTarget';

const HomeLink = styled(Link)`
  ${linkTarget}
`;

export function NotFound() {
  const { labels } = useSite();
  return (
    <SectionBox>
      <Container>
        <SectionTitle as="h1">{labels.notFoundTitle}</SectionTitle>
        <Prose>
          <p>{labels.notFoundMessage}</p>
          <p>
            <HomeLink to="/">{labels.notFoundLink}</HomeLink>
          </p>
        </Prose>
      </Container>
    </SectionBox>
  );
}
