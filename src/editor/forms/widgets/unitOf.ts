// The schema writes a number's unit in its description, "높이(픽셀)입니다", "시간(밀리초)입니다";
// the form shows it beside the number.
const UNITS: Record<string, string> = { 픽셀: 'px', 밀리초: 'ms', 초: '초', 일: '일' };

/** The unit a description names in parentheses, as shown beside the field ("px", "ms"). */
export function unitOf(description: unknown): string | undefined {
  if (typeof description !== 'string') return undefined;
  const named = /\((픽셀|밀리초|초|일)\)/u.exec(description)?.[1];
  return named === undefined ? undefined : UNITS[named];
}
