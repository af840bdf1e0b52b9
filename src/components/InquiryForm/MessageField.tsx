import { plainText } from '../../manifest/language/localText';
import { fieldConstraints } from './fieldConstraints';
import { errorAttributes, FieldShell } from './FieldShell';
import { useInquiryFormData } from './InquiryFormData';
import { useMessageLimit } from './useMessageLimit';
import * as S from './InquiryForm.styles';

interface MessageFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  register: (element: HTMLElement | null) => void;
}

/**
 * The message box. Its maxlength stays for browsers without a script; with
 * one, the count shows under it near the limit, and a paste cut short by
 * maxlength is said so.
 */
export function MessageField({ id, value, error, onChange, register }: MessageFieldProps) {
  const { text } = useInquiryFormData();
  const constraints = fieldConstraints('message');
  const limit = useMessageLimit(value, constraints.maxLength);
  const notes = [limit.count && `${id}-count`, limit.cutNotice && `${id}-cut`];
  const describedBy = [errorAttributes(id, error)['aria-describedby'], ...notes].filter(Boolean).join(' ');
  return (
    <FieldShell id={id} label={text.message} error={error} wide>
      <textarea
        ref={(element) => {
          register(element);
          limit.field.current = element;
        }}
        id={id}
        name="message"
        rows={3}
        placeholder={plainText(text.messagePlaceholder)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...constraints}
        {...errorAttributes(id, error)}
        aria-describedby={describedBy || undefined}
      />
      {limit.count && (
        <S.Count id={`${id}-count`} $full={value.length >= constraints.maxLength}>
          {limit.count}
        </S.Count>
      )}
      {limit.cutNotice && <S.CutNotice id={`${id}-cut`}>{limit.cutNotice}</S.CutNotice>}
      <S.LiveText aria-live="polite">{limit.announcement}</S.LiveText>
    </FieldShell>
  );
}
