import type { PanelProblem } from './PanelProblem';
import { ProblemButton, ProblemsBox } from './ProblemsPanel.styles';

interface ProblemsPanelProps {
  problems: PanelProblem[];
  warnings: PanelProblem[];
  /** The latest draft is checked. */
  current: boolean;
  onOpen: (problem: PanelProblem) => void;
}

function ProblemList({ problems, onOpen }: { problems: PanelProblem[]; onOpen: (problem: PanelProblem) => void }) {
  return (
    <ul>
      {problems.map((problem, index) => (
        <li key={`${problem.pointer}:${index}`}>
          <ProblemButton type="button" onClick={() => onOpen(problem)}>
            <strong>{problem.path || '파일 전체'}</strong>
            <span>{problem.message}</span>
            {problem.hint && <small>{problem.hint}</small>}
          </ProblemButton>
        </li>
      ))}
    </ul>
  );
}

/** Every problem of the draft; choosing one opens its item and puts the cursor in its field. */
export function ProblemsPanel({ problems, warnings, current, onOpen }: ProblemsPanelProps) {
  const summary = !current ? '검사하는 중…' : problems.length === 0 ? '문제가 없습니다.' : `문제 ${problems.length}개`;
  return (
    <ProblemsBox aria-labelledby="problems-title">
      <h2 id="problems-title">
        문제 <span role="status">{summary}</span>
      </h2>
      {problems.length > 0 && <ProblemList problems={problems} onOpen={onOpen} />}
      {warnings.length > 0 && (
        <>
          <h3>참고</h3>
          <ProblemList problems={warnings} onOpen={onOpen} />
        </>
      )}
    </ProblemsBox>
  );
}
