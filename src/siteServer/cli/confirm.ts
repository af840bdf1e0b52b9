import { createInterface } from 'node:readline/promises';

// y typed with the Korean keyboard layout still on comes out as ㅛ.
const yes = new Set(['y', 'yes', 'ㅛ', '예', '네']);

/** Asks a yes/no question at the terminal; anything but yes is no. The question goes to stderr, like every other CLI remark. */
export async function confirm(question: string): Promise<boolean> {
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return yes.has((await lines.question(question)).trim().toLowerCase());
  } finally {
    lines.close();
  }
}

/**
 * Whether a person confirmed a change that cannot be undone: `--yes` says so for a
 * script; otherwise the question is asked at the terminal, and without one
 * `noTerminal` is thrown, so nothing is changed unasked.
 */
export async function confirmedUnlessYes(
  yes: boolean | undefined,
  question: string,
  noTerminal: Error,
): Promise<boolean> {
  if (yes) return true;
  if (!process.stdin.isTTY) throw noTerminal;
  return confirm(question);
}
