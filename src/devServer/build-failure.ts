import { basename } from 'node:path';
import type { Message } from 'esbuild';
import { displayPath, type ManifestProblem } from '../manifest';
import type { BuildFailure, DevProblem } from '../dev/protocol';

/** The validator's problems as the overlay lists them: `site.json:12:5`, the field, the message, the hint. */
export function manifestFailure(problems: readonly ManifestProblem[], file: string): BuildFailure {
  return {
    title: `${basename(file)}에 고칠 곳이 있습니다`,
    problems: problems.map((problem) => ({
      location: `${displayPath(file)}:${problem.line}:${problem.column}`,
      field: problem.path,
      message: problem.message,
      hint: problem.hint,
    })),
  };
}

function isEsbuildFailure(error: unknown): error is Error & { errors: Message[] } {
  return error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
}

/** esbuild counts columns from 0; editors, and the site.json positions beside these, from 1. */
function esbuildProblem({ text, location, notes }: Message): DevProblem {
  return {
    location: location ? `${location.file}:${location.line}:${location.column + 1}` : '',
    field: '',
    message: text,
    hint: notes.map((note) => note.text).join('\n'),
    ...(location?.lineText && { code: location.lineText }),
  };
}

/** A build that failed in code rather than in the manifest: esbuild's errors one by one, else the error and its stack. */
export function errorFailure(error: unknown): BuildFailure {
  const title = '빌드하지 못했습니다';
  if (isEsbuildFailure(error) && error.errors.length > 0) return { title, problems: error.errors.map(esbuildProblem) };
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack?.split('\n').slice(1).join('\n') : undefined;
  return { title, problems: [{ location: '', field: '', message, hint: '', ...(stack && { code: stack }) }] };
}

/** A failure written for people as one text with a `도움말:` line (the Kakao key check's). */
export function messageFailure(text: string): BuildFailure {
  const [message = text, hint = ''] = text.split(/\n\s*도움말:\s*/);
  return { title: '빌드하지 못했습니다', problems: [{ location: '', field: '', message, hint }] };
}

/** The failure for the terminal, in the overlay's order: where, what, what to do, the code. */
export function formatFailure(failure: BuildFailure): string {
  const problems = failure.problems.map(({ location, field, message, hint, code }) => {
    const place = [location, field].filter(Boolean).join('  ');
    const lines = [place ? `${place}: ${message}` : message];
    if (hint) lines.push(`  → ${hint}`);
    if (code) lines.push(code.replace(/^/gm, '    '));
    return lines.join('\n');
  });
  return [failure.title, ...problems].join('\n');
}
