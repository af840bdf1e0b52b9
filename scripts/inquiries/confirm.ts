import { createInterface } from 'node:readline/promises';

/** Asks a yes/no question at the terminal; anything but y or yes is no. The question goes to stderr, like every other CLI remark. */
export async function confirm(question: string): Promise<boolean> {
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^(y|yes)$/i.test((await lines.question(question)).trim());
  } finally {
    lines.close();
  }
}
