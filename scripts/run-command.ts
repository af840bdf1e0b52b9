// How npm test's scripts run a command: in the project, its output held for the stage that shows it or straight on
// this terminal.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { projectRoot } from '../src/siteBuild/paths';

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** Receives the output, held until the stage shows it; without it, the output goes straight to this terminal. */
  print?: (text: string) => void;
  /** A scheduling priority to ask for (below 0 is ahead of others); only root may raise one, and elsewhere it is ignored. */
  priority?: number;
}

/** Runs a command in the project; resolves whether it exited with 0. */
export function runCommand(command: string, args: string[], { env = {}, print, priority }: RunOptions = {}) {
  return new Promise<boolean>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: projectRoot,
      stdio: print ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      // A held output is shown on this terminal later, so it may keep the colours it would have had here.
      env: { ...process.env, ...(print && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    if (priority !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, priority);
      } catch {
        // Not root: the command shares the cores as the others do.
      }
    }
    child.stdout?.on('data', (chunk: Buffer) => print?.(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => print?.(chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve(code === 0));
  });
}
