import { basename } from 'node:path';
import type { Message as EsbuildMessage } from 'esbuild';
import { displayPath, type ManifestProblem } from '../manifest';
import type { BuildFailure, DevProblem } from '../dev/protocol';
import type { Message } from '../messages/message';

/** The validator's problems as the overlay lists them: `site.json:12:5`, the field, the message, the hint. */
export function manifestFailure(problems: readonly ManifestProblem[], file: string): BuildFailure {
  return {
    title: `${basename(file)}에 고칠 곳이 있습니다`,
    problems: problems.map((problem) => ({
      code: problem.code,
      location: `${displayPath(file)}:${problem.line}:${problem.column}`,
      field: problem.path,
      message: problem.message,
      hint: problem.hint,
    })),
  };
}

function isEsbuildFailure(error: unknown): error is Error & { errors: EsbuildMessage[] } {
  return error instanceof Error && Array.isArray((error as { errors?: unknown }).errors);
}

/** esbuild counts columns from 0; editors, and the site.json positions beside these, from 1. */
function esbuildProblem({ text, location, notes }: EsbuildMessage): DevProblem {
  return {
    code: 'esbuild-error',
    location: location ? `${location.file}:${location.line}:${location.column + 1}` : '',
    field: '',
    message: text,
    hint: notes.map((note) => note.text).join('\n'),
    ...(location?.lineText && { source: location.lineText }),
  };
}

/** A build that failed in code rather than in the manifest: esbuild's errors one by one, else the error and its stack. */
export function errorFailure(error: unknown): BuildFailure {
  const title = '빌드하지 못했습니다';
  if (isEsbuildFailure(error) && error.errors.length > 0) return { title, problems: error.errors.map(esbuildProblem) };
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack?.split('\n').slice(1).join('\n') : undefined;
  return {
    title,
    problems: [{ code: 'build-error', location: '', field: '', message, hint: '', ...(stack && { source: stack }) }],
  };
}

/** A failure the build tells as a message of its own (the Kakao key check's). */
export function messageFailure({ code, message, hint }: Message): BuildFailure {
  return { title: '빌드하지 못했습니다', problems: [{ code, location: '', field: '', message, hint: hint ?? '' }] };
}

/** The failure for the terminal, in the overlay's order: where, what, what to do, the code. */
export function formatFailure(failure: BuildFailure): string {
  const problems = failure.problems.map(({ location, field, message, hint, source }) => {
    const place = [location, field].filter(Boolean).join('  ');
    const lines = [place ? `${place}: ${message}` : message];
    if (hint) lines.push(`  → ${hint}`);
    if (source) lines.push(source.replace(/^/gm, '    '));
    return lines.join('\n');
  });
  return [failure.title, ...problems].join('\n');
}
