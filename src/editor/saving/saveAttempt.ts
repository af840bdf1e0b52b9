import type { PanelProblem } from '../problems/PanelProblem';
import type { useSave } from './useSave';
import type { useValidation } from '../problems/useValidation';
import { panelSentence } from '../app/panelMessages';

interface SaveAttempt {
  draft: unknown;
  validation: ReturnType<typeof useValidation>;
  save: ReturnType<typeof useSave>;
  /** Shows the problems of these fields, empty or not. */
  reveal: (pointers: string[]) => void;
  openField: (pointer: string) => void;
}

/**
 * A click on 저장. With problems nothing is saved: they all show, the cursor goes
 * to the first and the toolbar says why. A draft not checked yet goes to the
 * server, which checks it again and refuses it with its problems.
 */
export function saveAttempt({ draft, validation, save, reveal, openField }: SaveAttempt) {
  return async () => {
    const known: readonly Pick<PanelProblem, 'pointer'>[] = validation.current ? validation.problems : validation.local;
    const refused = known.length > 0 ? known : await save.save(draft);
    if (refused.length === 0) return;
    reveal(refused.map((problem) => problem.pointer));
    openField(refused[0]!.pointer);
    save.refuse(panelSentence('save-refused', { count: refused.length }));
  };
}
