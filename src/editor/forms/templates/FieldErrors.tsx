import { ErrorList } from './FieldErrors.styles';

/** A field's problems, beside it; the id lets the field name them in aria-describedby. */
export function FieldErrors({ id, errors }: { id: string; errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ErrorList id={`${id}__error`}>
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ErrorList>
  );
}
