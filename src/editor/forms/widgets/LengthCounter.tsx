import { lengthCount } from './lengthCount';
import { Counter } from './widgets.styles';

/**
 * The count of a one-line text near its limit, under its box ("45/60자"); beyond
 * the limit it turns red and says by how much, and the problem beside the box
 * keeps the draft from being saved. `id` is the box's rjsf help id, which the box
 * names in aria-describedby.
 */
export function LengthCounter({ id, text, limit }: { id: string; text: string; limit: number }) {
  const count = lengthCount(text, limit);
  if (!count) return null;
  return (
    <Counter id={id} $over={count.over}>
      {count.text}
    </Counter>
  );
}
