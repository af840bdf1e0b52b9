import type { Greeting as GreetingNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { Image } from '../../components/common/Image';
import { InLanguage } from '../../components/common/InLanguage';
import { TitledSection } from '../../components/common/TitledSection';
import { Prose } from '../../components/common/layout';
import { Paragraphs } from '../../components/common/Paragraphs';
import * as S from './Greeting.styles';

export interface GreetingProps {
  node: Localized<GreetingNode>;
}

export function Greeting({ node }: GreetingProps) {
  return (
    <TitledSection node={node}>
      <S.Layout $withImage={Boolean(node.image)}>
        <Prose>
          {node.heading && (
            <S.Heading>
              <InLanguage text={node.heading} />
            </S.Heading>
          )}
          <Paragraphs items={node.paragraphs} />
          <S.Signature>
            <InLanguage text={node.signature} />
          </S.Signature>
        </Prose>
        {node.image && <Image image={node.image} />}
      </S.Layout>
    </TitledSection>
  );
}
