import { useCallback, useState } from 'react';

/**
 * The fields (JSON pointers) someone has been in or changed, and those a save
 * attempt pointed at: their empty-field problems show (see problemsOnShow).
 */
export function useTouchedFields() {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback(
    (pointers: readonly string[]) =>
      setTouched((current) =>
        pointers.every((pointer) => current.has(pointer)) ? current : new Set([...current, ...pointers]),
      ),
    [],
  );
  const forget = useCallback(() => setTouched(new Set()), []);
  return { touched, touch, forget };
}
