import { useMemo } from 'react';
import { lineDiff } from './lineDiff';
import { DiffLines } from './DiffView.styles';

const MARK = { same: ' ', removed: '−', added: '+' } as const;
const CONTEXT = 3;

/** The changed lines between the file on disk and the draft, with three lines around each. */
export function DiffView({ before, after }: { before: string; after: string }) {
  const lines = useMemo(() => lineDiff(before, after), [before, after]);
  const near = (index: number) =>
    lines.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some((line) => line.kind !== 'same');
  const shown = lines.map((line, index) => ({ ...line, index })).filter(({ index }) => near(index));
  if (shown.length === 0) return <p>디스크의 파일과 초안이 같습니다.</p>;
  return (
    <DiffLines aria-label="디스크의 파일(−)과 초안(+)의 차이">
      {shown.map((line) => (
        <li key={line.index} data-kind={line.kind}>
          <span
            aria-label={
              line.kind === 'removed' ? '디스크에만 있음' : line.kind === 'added' ? '초안에만 있음' : undefined
            }
          >
            {MARK[line.kind]}
          </span>
          {line.text}
        </li>
      ))}
    </DiffLines>
  );
}
