import type { People as PeopleNode } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { TitledSection } from '../../components/common/TitledSection';
import { PersonEntry } from './PersonEntry';
import * as S from './People.styles';

export interface PeopleProps {
  node: Localized<PeopleNode>;
}

export function People({ node }: PeopleProps) {
  return (
    <TitledSection node={node}>
      <S.List role="list">
        {node.people.map((person, index) => (
          <PersonEntry key={index} person={person} />
        ))}
      </S.List>
    </TitledSection>
  );
}
