import { Paragraphs } from '../common/Paragraphs';
import type { OpeningHoursShown } from './openingHoursLines';
import * as S from './OpeningHoursText.styles';

/** The hours line by line inside the contact details' definition list, closures and note after them. */
export function OpeningHoursText({ hours }: { hours: OpeningHoursShown }) {
  return (
    <>
      <S.Lines>
        {hours.lines.map((line, index) => (
          <li key={index} data-edit-place={line.place}>
            {line.text}
          </li>
        ))}
      </S.Lines>
      {hours.note !== undefined && (
        <S.Note>
          <Paragraphs items={[hours.note]} />
        </S.Note>
      )}
    </>
  );
}
