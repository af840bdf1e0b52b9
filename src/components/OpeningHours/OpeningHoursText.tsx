import { Paragraphs } from '../common/Paragraphs';
import type { OpeningHoursShown } from './openingHoursLines';
import * as S from './OpeningHoursText.styles';

/** "09:00–18:00", kept on one line where a narrow column would break it after the dash. */
const TIME_RANGE = /(\d\d:\d\d–\d\d:\d\d)/u;

/** The hours line by line inside the contact details' definition list, closures and note after them. */
export function OpeningHoursText({ hours }: { hours: OpeningHoursShown }) {
  return (
    <>
      <S.Lines>
        {hours.lines.map((line, index) => (
          <li key={index} data-edit-place={line.place}>
            {line.text.split(TIME_RANGE).map((part, at) => (at % 2 ? <S.Range key={at}>{part}</S.Range> : part))}
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
