import type { Partners as PartnersNode } from '../../manifest/site.gen';
import type { NodeProps } from '../../render/nodes';
import { useSite } from '../../render/SiteContext';
import { Image } from '../common/Image';
import { Container, SectionTitle } from '../common/layout';
import { Section } from '../common/Section';
import * as S from './Partners.styles';

export function Partners({ node }: NodeProps<PartnersNode>) {
  const { partners } = useSite();
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>{node.title}</SectionTitle>
        {node.intro && <S.Intro>{node.intro}</S.Intro>}
        <S.List role="list">
          {partners.map((partner) => {
            const content = (
              <>
                <Image image={partner.logo} />
                <S.Name>{partner.name}</S.Name>
              </>
            );
            return (
              <S.Item key={partner.name}>
                {partner.href ? <a href={partner.href} rel="noopener">{content}</a> : content}
              </S.Item>
            );
          })}
        </S.List>
      </Container>
    </Section>
  );
}
