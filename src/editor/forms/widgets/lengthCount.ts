/** From this share of its limit on, a box counts its characters: before that the count is noise. */
const SHOWN_FROM = 0.8;

export interface LengthCount {
  /** "45/60자" */
  text: string;
  over: boolean;
}

/**
 * What a box with a length limit says under it: nothing while the text is well
 * within the limit, its count from 80% of it, and how much is too much beyond.
 * Characters are counted as the schema's maxLength counts them (code points).
 */
export function lengthCount(text: string, limit: number): LengthCount | undefined {
  const length = [...text].length;
  if (length < limit * SHOWN_FROM) return undefined;
  const over = length > limit;
  return { text: `${length}/${limit}자${over ? ` · ${length - limit}자 넘음` : ''}`, over };
}
