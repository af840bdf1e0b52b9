import type { PanelProblem } from './PanelProblem';
import { ProblemButton, ProblemsBox } from './ProblemsPanel.styles';

interface ProblemsPanelProps {
  problems: PanelProblem[];
  warnings: PanelProblem[];
  /** The latest draft is checked. */
  current: boolean;
  /** Empty fields nobody has been in yet: counted quietly, listed on a save attempt (see problemsOnShow). */
  waiting: number;
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
export function ProblemsPanel({ problems, waiting, warnings, current, onOpen }: ProblemsPanelProps) {
  const summary = !current
    ? '검사하는 중…'
    : problems.length > 0
      ? `문제 ${problems.length}개`
      : waiting > 0
        ? `채울 칸 ${waiting}개`
        : '문제가 없습니다.';
  return (
    <ProblemsBox aria-labelledby="problems-title">
      <h2 id="problems-title">
        문제 <span role="status">{summary}</span>
      </h2>
      {problems.length > 0 && <ProblemList problems={problems} onOpen={onOpen} />}
      {waiting > 0 && <p>아직 채우지 않은 칸이 {waiting}개 있습니다. 저장하기 전에 채워 주세요.</p>}
      {warnings.length > 0 && (
        <>
          <h3>참고</h3>
          <ProblemList problems={warnings} onOpen={onOpen} />
        </>
      )}
    </ProblemsBox>
  );
}
