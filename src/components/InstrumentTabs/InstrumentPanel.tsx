import type { Instrument } from '../../manifest/site.gen';
import { useSite } from '../../render/SiteContext';
import { Image } from '../common/Image';
import * as S from './InstrumentPanel.styles';

/** One instrument: names, equipment cards, applications checklist and reference material. */
export function InstrumentPanel({ instrument }: { instrument: Instrument }) {
  const { labels } = useSite();
  return (
    <>
      <S.Heading>
        <S.KorName>{instrument.korName}</S.KorName>
        <S.SubName>{instrument.subName}</S.SubName>
      </S.Heading>

      <S.BlockTitle>{labels.equipmentHeading}</S.BlockTitle>
      {instrument.equips.length === 0 ? (
        <S.ComingSoon>{labels.comingSoon}</S.ComingSoon>
      ) : (
        <S.Cards role="list">
          {instrument.equips.map((equipment) => (
            <S.Card key={equipment.modelName}>
              <S.CardImage>
                <Image image={equipment.image} />
              </S.CardImage>
              <S.CardBody>
                <S.ModelName>{equipment.modelName}</S.ModelName>
                <S.Specification role="list">
                  {equipment.specification.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </S.Specification>
              </S.CardBody>
            </S.Card>
          ))}
        </S.Cards>
      )}

      {instrument.applications && instrument.applications.length > 0 && (
        <S.Checklist>
          <S.BlockTitle as="h4">{labels.applicationsHeading}</S.BlockTitle>
          <ul role="list">
            {instrument.applications.map((application) => (
              <li key={application}>{application}</li>
            ))}
          </ul>
        </S.Checklist>
      )}

      {instrument.examples && instrument.examples.length > 0 && (
        <>
          <S.BlockTitle>{labels.examplesHeading}</S.BlockTitle>
          <S.Examples role="list">
            {instrument.examples.map((example) => (
              <S.Example key={example.title}>
                <Image image={example.image} />
                <S.ExampleTitle>{example.title}</S.ExampleTitle>
                {example.description && <S.ExampleText>{example.description}</S.ExampleText>}
              </S.Example>
            ))}
          </S.Examples>
        </>
      )}
    </>
  );
}
