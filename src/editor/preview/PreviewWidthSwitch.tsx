import { WidthSwitch } from './PreviewPane.styles';
import type { PreviewWidth } from './useFrameScale';

const choices: { width: PreviewWidth; label: string }[] = [
  { width: 'phone', label: '휴대폰' },
  { width: 'desktop', label: '컴퓨터' },
];

/** Phone or desktop width for the preview: two toggle buttons, the pressed one is shown. */
export function PreviewWidthSwitch({ value, onChange }: { value: PreviewWidth; onChange(width: PreviewWidth): void }) {
  return (
    <WidthSwitch role="group" aria-label="미리보기 너비">
      {choices.map((choice) => (
        <button
          key={choice.width}
          type="button"
          aria-pressed={value === choice.width}
          onClick={() => onChange(choice.width)}
        >
          {choice.label}
        </button>
      ))}
    </WidthSwitch>
  );
}
