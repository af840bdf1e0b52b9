import type { Partner, Partners as PartnersNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { Image } from '../../components/common/Image';
import { InLanguage } from '../../components/common/InLanguage';
import { Container, SectionTitle } from '../../components/common/layout';
import { Section } from '../../components/common/Section';
import * as S from './Partners.styles';

export interface PartnersProps {
  node: Localized<PartnersNode>;
  /** The site's partners (site.json `partners`). */
  partners: readonly Localized<Partner>[];
}

export function Partners({ node, partners }: PartnersProps) {
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <SectionTitle>
          <InLanguage text={node.title} />
        </SectionTitle>
        {node.intro && (
          <S.Intro>
            <InLanguage text={node.intro} />
          </S.Intro>
        )}
        <S.List role="list">
          {partners.map((partner, index) => {
            const content = (
              <>
                <Image image={partner.logo} />
                <S.Name>
                  <InLanguage text={partner.name} />
                </S.Name>
              </>
            );
            return (
              <S.Item key={index}>
                {partner.href ? (
                  <a href={partner.href} rel="noopener">
                    {content}
                  </a>
                ) : (
                  content
                )}
              </S.Item>
            );
          })}
        </S.List>
      </Container>
    </Section>
  );
}
