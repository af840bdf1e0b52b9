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
