import type { Person } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { Image } from '../../components/common/Image';
import { InLanguage } from '../../components/common/InLanguage';
import { Paragraphs } from '../../components/common/Paragraphs';
import * as S from './People.styles';

/** One person: photo beside the words from tablets up, above them on phones. */
export function PersonEntry({ person }: { person: Localized<Person> }) {
  return (
    <S.Person $withPhoto={person.photo !== undefined}>
      {person.photo && <Image image={person.photo} />}
      <S.Words>
        <S.Name>
          <InLanguage text={person.name} />
        </S.Name>
        <S.Role>
          <InLanguage text={person.role} />
        </S.Role>
        {person.qualifications && person.qualifications.length > 0 && (
          <S.Qualifications role="list">
            {person.qualifications.map((qualification, index) => (
              <li key={index}>
                <InLanguage text={qualification} />
              </li>
            ))}
          </S.Qualifications>
        )}
        {person.bio && (
          <S.Bio>
            <Paragraphs items={[person.bio]} />
          </S.Bio>
        )}
      </S.Words>
    </S.Person>
  );
}
