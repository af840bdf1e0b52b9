import type { InquiryTextField } from '../../manifest/site.gen';
import { plainText } from '../../manifest/language/localText';
import type { Localized } from '../../render/localize';
import { fieldConstraints, type TextRule } from './fieldConstraints';
import type { FieldControlProps } from './fieldControl';
import { describedBy, FieldShell } from './FieldShell';
import { useMessageLimit } from './useMessageLimit';
import * as S from './InquiryForm.styles';

/**
 * A text of several lines. Its maxlength stays for browsers without a script;
 * with one, the count shows under it near the limit, and a paste cut short by
 * maxlength is said so.
 */
export function LongTextField({
  id,
  field,
  rule,
  value,
  error,
  onChange,
  register,
}: FieldControlProps<Localized<InquiryTextField>, TextRule, string>) {
  const constraints = fieldConstraints(rule);
  const limit = useMessageLimit(value, constraints.maxLength);
  const notes = [limit.count && `${id}-count`, limit.cutNotice && `${id}-cut`];
  return (
    <FieldShell id={id} label={field.label} help={field.help} error={error} wide>
      <textarea
        ref={(element) => {
          register(element);
          limit.field.current = element;
        }}
        id={id}
        name={field.key}
        rows={3}
        {...(field.placeholder !== undefined && { placeholder: plainText(field.placeholder) })}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...constraints}
        {...describedBy(id, error, field.help, notes)}
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
