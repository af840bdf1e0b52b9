// Typos in site.json are mostly one slipped key: a missing, doubled or swapped
// letter. Optimal string alignment distance counts a swap ("lable") as one edit.
//
// Validation must take time linear in the file's size whatever the file holds
// (issue 9: one 100,000-character image path took over 20 s). So the distance is
// computed only inside a band of `max` edits and stops once a whole row is past
// it; words longer than MAX_SUGGESTED_LENGTH are never compared (nobody mistypes
// a paragraph for a name); and all suggestions of one validation share a fixed
// budget, so 10,000 unknown ids against 10,000 defined ones cost no more than a few.

/** Longer words get no "did you mean": they are not slips of a name. */
export const MAX_SUGGESTED_LENGTH = 100;

/** Work (distance-table cells, plus one per candidate looked at) for all suggestions of one validation: tens of milliseconds. */
export const SUGGESTION_BUDGET_PER_VALIDATION = 4_000_000;

/** The same, for one nearest() call outside a validation. */
const CELLS_PER_CALL = 1_000_000;

/** Suggestion work done in this process so far, the same units; tests bound it without timing anything. */
export let suggestionWork = 0;

/** The budget shared by the calls inside withSuggestionBudget(), if any. */
let shared: { cells: number } | undefined;

/**
 * Runs `check` with at most `cells` units of suggestion work for all of its
 * nearest() calls together; after that, nearest() suggests nothing. `check` must
 * be synchronous: the budget belongs to this one call stack.
 */
export function withSuggestionBudget<T>(cells: number, check: () => T): T {
  const outer = shared;
  shared = { cells };
  try {
    return check();
  } finally {
    shared = outer;
  }
}

/**
 * The OSA distance between `a` and `b` when it is at most `max`, otherwise some
 * number above `max`. Costs about min(|a|, |b|) × (2·max + 1) steps.
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const band = Math.min(max, Math.max(a.length, b.length));
  const beyond = band + 1;
  const cols = b.length + 1;
  let twoBack = new Int32Array(cols).fill(beyond);
  let previous = new Int32Array(cols).fill(beyond);
  let current = new Int32Array(cols).fill(beyond);
  for (let j = 0; j <= Math.min(band, b.length); j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - band);
    const to = Math.min(b.length, i + band);
    current[from - 1] = from === 1 ? i : beyond;
    if (to < b.length) current[to + 1] = beyond;
    let rowBest = current[from - 1]!;
    for (let j = from; j <= to; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, twoBack[j - 2]! + 1);
      current[j] = Math.min(best, beyond);
      rowBest = Math.min(rowBest, current[j]!);
    }
    // Row minima never decrease, so once a whole row is past the limit the answer is too.
    if (rowBest > band) return max + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  const distance = previous[b.length]!;
  return distance > band ? max + 1 : distance;
}

/**
 * The candidate closest to `word`, or undefined when none is close enough to be
 * a plausible typo (a wild guess would mislead more than it helps).
 */
export function nearest(
  word: string,
  candidates: Iterable<string>,
  limit = Math.max(1, Math.floor(word.length / 3)),
): string | undefined {
  if (word.length > MAX_SUGGESTED_LENGTH) return undefined;
  const budget = shared ?? { cells: CELLS_PER_CALL };
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of candidates) {
    if (budget.cells <= 0) break;
    budget.cells -= 1;
    suggestionWork += 1;
    if (candidate === word || candidate.length > MAX_SUGGESTED_LENGTH) continue;
    // Same letters in another case is the likeliest mistake of all.
    if (candidate.toLowerCase() === lower) return candidate;
    // Only a candidate strictly closer than the best so far can replace it.
    const max = bestDistance - 1;
    if (Math.abs(candidate.length - word.length) > max) continue;
    // One row per letter of `word`, each at most 2·max + 1 cells wide.
    const cells = word.length * (2 * max + 1);
    budget.cells -= cells;
    suggestionWork += cells;
    const distance = editDistance(word, candidate, max);
    if (distance <= max) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}
