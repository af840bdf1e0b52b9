import { koreanDateTimeWithZone } from '../../koreanTime';
import { answerText, isLongAnswer } from '../../storage/answerText';
import type { StoredAnswer, StoredInquiry } from '../../storage/InquiryStore';
import { languageLabel } from '../../storage/languageLabel';
import { HandledNote } from './HandledNote';
import { InquiryStatus } from './InquiryStatus';
import { MailDelivery } from './MailDelivery';

/** One of the firm's fields under the label it had when the inquiry came; an e-mail as a link to answer it. */
function Answer({ answer }: { answer: StoredAnswer }) {
  const text = answerText(answer);
  return (
    <>
      <dt>{answer.label}</dt>
      <dd className={isLongAnswer(answer) ? 'message' : undefined}>
        {answer.type === 'email' && text !== '' ? <a href={`mailto:${text}`}>{text}</a> : text}
      </dd>
    </>
  );
}

/** Everything stored about one inquiry except the client hash, which means nothing to a person. */
export function InquiryDetails({ inquiry }: { inquiry: StoredInquiry }) {
  return (
    <dl className="details">
      <dt>접수 시각</dt>
      <dd>{koreanDateTimeWithZone(inquiry.receivedAt)}</dd>
      {inquiry.fields
        .filter((answer) => !isLongAnswer(answer))
        .map((answer) => (
          <Answer key={answer.key} answer={answer} />
        ))}
      <dt>보낸 페이지</dt>
      <dd>{inquiry.page ?? '알 수 없음'}</dd>
      <dt>언어</dt>
      <dd>{languageLabel(inquiry.language)}</dd>
      <dt>상태</dt>
      <dd>
        <InquiryStatus inquiry={inquiry} />
        <HandledNote inquiry={inquiry} />
      </dd>
      <dt>알림 메일</dt>
      <dd>
        <MailDelivery mail={inquiry.mail} />
      </dd>
      {inquiry.fields.filter(isLongAnswer).map((answer) => (
        <Answer key={answer.key} answer={answer} />
      ))}
    </dl>
  );
}
