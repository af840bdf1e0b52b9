import type { ImageText as ImageTextNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { Image } from '../../components/common/Image';
import { InLanguage } from '../../components/common/InLanguage';
import { ARROW_AFTER_LABEL } from '../../components/common/linkTarget';
import { Container, Prose, SectionTitle } from '../../components/common/layout';
import { Paragraphs } from '../../components/common/Paragraphs';
import { Section } from '../../components/common/Section';
import * as S from './ImageText.styles';

export interface ImageTextProps {
  node: Localized<ImageTextNode>;
  /** `node.link`'s address in the page's language. */
  linkHref?: string;
}

/** The picture and the words side by side from tablets up, the picture first on phones whichever side it takes. */
export function ImageText({ node, linkHref }: ImageTextProps) {
  return (
    <Section id={node.id} background={node.background}>
      <Container>
        <S.Layout $imageRight={node.imageSide === 'right'}>
          <S.Picture>
            <Image image={node.image} />
          </S.Picture>
          <div>
            <SectionTitle>
              <InLanguage text={node.title} />
            </SectionTitle>
            <Prose>
              <Paragraphs items={node.paragraphs} />
            </Prose>
            {node.link && linkHref && (
              <S.Link href={linkHref}>
                <InLanguage text={node.link.label} />
                {ARROW_AFTER_LABEL}
              </S.Link>
            )}
          </div>
        </S.Layout>
      </Container>
    </Section>
  );
}
