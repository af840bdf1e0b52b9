import type { ReactNode } from 'react';
import type { LocalText } from '../../manifest/language/localText';
import { InLanguage } from '../common/InLanguage';
import * as S from './InquiryForm.styles';

/** The attributes that tie a control to its error text, when it has one. */
export function errorAttributes(
  id: string,
  error: string | undefined,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

interface FieldShellProps {
  id: string;
  label: LocalText;
  error: string | undefined;
  wide?: boolean;
  children: ReactNode;
}

/** A visible label, the control, and the field's own error text right under it. */
export function FieldShell({ id, label, error, wide, children }: FieldShellProps) {
  return (
    <S.Field $wide={wide}>
      <label htmlFor={id}>
        <InLanguage text={label} />
      </label>
      {children}
      {error && <S.FieldError id={`${id}-error`}>{error}</S.FieldError>}
    </S.Field>
  );
}
