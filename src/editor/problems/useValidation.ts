import { useEffect, useMemo, useState } from 'react';
import type { ManifestProblem } from '../../manifest/ManifestProblem';
import type { EditorApi } from '../app/editorApi';
import { localProblems } from './localProblems';
import type { PanelProblem } from './PanelProblem';
import { useDebounced } from '../app/useDebounced';

const VALIDATE_AFTER_MS = 250;

// A required field not there at all is shown at that field (beside its empty box), not on the item that lacks it.
const forPanel = ({ pointer, field, path, message, hint, code }: ManifestProblem): PanelProblem => ({
  pointer: field ?? pointer,
  path,
  message,
  hint,
  code,
});

/**
 * The draft's problems as `npm run validate` reports them (asked for once typing
 * pauses), with the editor's own; `current` is false until the latest draft is checked.
 */
export function useValidation(api: EditorApi, draft: unknown, disk: unknown) {
  const settled = useDebounced(draft, VALIDATE_AFTER_MS);
  const [checked, setChecked] = useState<
    { draft: unknown; problems: PanelProblem[]; warnings: PanelProblem[] } | undefined
  >();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (settled === undefined) return;
    const controller = new AbortController();
    api.validate(settled, controller.signal).then(
      (answer) => {
        setFailed(false);
        setChecked({
          draft: settled,
          problems: answer.problems.map(forPanel),
          warnings: answer.warnings.map(forPanel),
        });
      },
      () => controller.signal.aborted || setFailed(true),
    );
    return () => controller.abort();
  }, [api, settled]);

  const local = useMemo(() => (draft === undefined ? [] : localProblems(draft, disk)), [draft, disk]);
  return {
    problems: [...(checked?.problems ?? []), ...local],
    warnings: checked?.warnings ?? [],
    /** The editor's own problems, always of the latest draft. */
    local,
    current: checked !== undefined && checked.draft === draft,
    failed,
  };
}
