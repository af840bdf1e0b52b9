import type { ReactNode } from 'react';
import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from '../common/InLanguage';
import * as S from './InquiryForm.styles';

/**
 * The attributes that tie a control to its help and its error text, when it
 * has them, and to any further note (a count) named in `notes`.
 */
export function describedBy(
  id: string,
  error: string | undefined,
  help?: LocalText,
  notes: readonly (string | false | undefined)[] = [],
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const ids = [help !== undefined && `${id}-help`, error && `${id}-error`, ...notes].filter(Boolean).join(' ');
  return { ...(error && { 'aria-invalid': true as const }), ...(ids && { 'aria-describedby': ids }) };
}

/** The attributes that tie a control to its error text, when it has one. */
export const errorAttributes = (id: string, error: string | undefined) => describedBy(id, error);

interface FieldShellProps {
  id: string;
  label: LocalText;
  help?: LocalText;
  error: string | undefined;
  wide?: boolean;
  children: ReactNode;
}

/** A visible label, the control, its help, and the field's own error text right under it. */
export function FieldShell({ id, label, help, error, wide, children }: FieldShellProps) {
  return (
    <S.Field $wide={wide}>
      <label htmlFor={id}>
        <InLanguage text={label} />
      </label>
      {children}
      <FieldNotes id={id} help={help} error={error} />
    </S.Field>
  );
}

/** The help the firm wrote for a field and the error found in it, each with the id the control names. */
export function FieldNotes({ id, help, error }: { id: string; help?: LocalText; error: string | undefined }) {
  return (
    <>
      {help !== undefined && (
        <S.Help id={`${id}-help`}>
          <InLanguage text={help} />
        </S.Help>
      )}
      {error && <S.FieldError id={`${id}-error`}>{error}</S.FieldError>}
    </>
  );
}
