import type { Instrument, Labels } from '../../manifest/site.gen';
import type { Localized } from '../../render/localize';
import { plainText } from '../../manifest/language/localText';
import { FormattedLine, FormattedText } from '../common/FormattedText';
import { Image } from '../common/Image';
import { InLanguage } from '../common/InLanguage';
import * as S from './InstrumentPanel.styles';

/** The headings every instrument panel shares (site.json labels). */
export type PanelLabels = Required<
  Pick<Localized<Labels>, 'equipmentHeading' | 'applicationsHeading' | 'examplesHeading' | 'comingSoon'>
>;

/** One instrument: names, equipment cards, applications checklist and reference material. */
export function InstrumentPanel({ instrument, labels }: { instrument: Localized<Instrument>; labels: PanelLabels }) {
  const { korName, subName } = instrument;
  // On an English page the instrument's name is its English name already: the full name under it would repeat it.
  const repeatsName = korName !== undefined && plainText(korName).toLowerCase() === plainText(subName).toLowerCase();
  return (
    <>
      <S.Heading>
        {/* An instrument with no name yet goes by its English full name; what is still to come the equipment block says. */}
        {korName === undefined ? (
          <S.KorName lang="en">
            <InLanguage text={subName} />
          </S.KorName>
        ) : (
          <S.KorName>
            <InLanguage text={korName} />
          </S.KorName>
        )}
        {korName === undefined || repeatsName ? null : (
          <S.SubName lang="en">
            <InLanguage text={subName} />
          </S.SubName>
        )}
      </S.Heading>

      <S.BlockTitle>
        <InLanguage text={labels.equipmentHeading} />
      </S.BlockTitle>
      {instrument.equips.length === 0 ? (
        <S.ComingSoon>
          <InLanguage text={labels.comingSoon} />
        </S.ComingSoon>
      ) : (
        <S.Cards role="list">
          {instrument.equips.map((equipment) => (
            <S.Card key={plainText(equipment.modelName)}>
              <S.CardImage>
                <Image image={equipment.image} />
              </S.CardImage>
              <S.CardBody>
                <S.ModelName>
                  <InLanguage text={equipment.modelName} />
                </S.ModelName>
                <S.Specification role="list">
                  {equipment.specification.map((line, index) => (
                    <li key={index}>
                      <FormattedLine text={line} />
                    </li>
                  ))}
                </S.Specification>
              </S.CardBody>
            </S.Card>
          ))}
        </S.Cards>
      )}

      {instrument.applications && instrument.applications.length > 0 && (
        <S.Checklist>
          <S.BlockTitle as="h4">
            <InLanguage text={labels.applicationsHeading} />
          </S.BlockTitle>
          <ul role="list">
            {instrument.applications.map((application, index) => (
              <li key={index}>
                <InLanguage text={application} />
              </li>
            ))}
          </ul>
        </S.Checklist>
      )}

      {instrument.examples && instrument.examples.length > 0 && (
        <>
          <S.BlockTitle>
            <InLanguage text={labels.examplesHeading} />
          </S.BlockTitle>
          <S.Examples role="list">
            {instrument.examples.map((example, index) => (
              <S.Example key={index}>
                <Image image={example.image} />
                <S.ExampleTitle>
                  <InLanguage text={example.title} />
                </S.ExampleTitle>
                {example.description && (
                  <S.ExampleText>
                    <FormattedText text={example.description} />
                  </S.ExampleText>
                )}
              </S.Example>
            ))}
          </S.Examples>
        </>
      )}
    </>
  );
}
