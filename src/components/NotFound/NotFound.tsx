import { Link } from 'react-router-dom';
import { useSite } from '../../render/SiteContext';
import { Container, Prose, SectionBox, SectionTitle } from '../common/layout';

export function NotFound() {
  const { labels } = useSite();
  return (
    <SectionBox>
      <Container>
        <SectionTitle as="h1">{labels.notFoundTitle}</SectionTitle>
        <Prose>
          <p>{labels.notFoundMessage}</p>
          <p>
            <Link to="/">{labels.notFoundLink}</Link>
          </p>
        </Prose>
      </Container>
    </SectionBox>
  );
}
