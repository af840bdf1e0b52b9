import { parseArgs } from 'node:util';
import { UsageError } from './cliErrors';

type OptionTypes = Record<string, { type: 'string' } | { type: 'boolean' }>;
type OptionValues<Options extends OptionTypes> = {
  [Key in keyof Options]?: Options[Key] extends { type: 'boolean' } ? boolean : string;
};

/**
 * A command's options and positionals (exactly `positionals`, or between the
 * two numbers given); anything else is a usage error.
 */
export function commandArgs<Options extends OptionTypes>(
  args: string[],
  options: Options,
  positionals: number | [number, number],
) {
  const [fewest, most] = typeof positionals === 'number' ? [positionals, positionals] : positionals;
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(argumentProblem(error));
  }
  if (parsed.positionals.length > most)
    throw new UsageError(`알 수 없는 인자입니다: ${parsed.positionals.slice(most).join(' ')}`);
  if (parsed.positionals.length < fewest) throw new UsageError('필요한 인자가 빠졌습니다.');
  return { values: parsed.values as OptionValues<Options>, positionals: parsed.positionals };
}

/** node:util's parseArgs explains in English; the option it names is kept and the rest said in Korean. */
function argumentProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  const option = /'(-[^' ]*)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `알 수 없는 옵션입니다: ${option}`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return /argument missing/.test(message)
      ? `${option} 뒤에 값을 적으세요.`
      : `${option}에는 값을 붙이지 않습니다(=값 없이 ${option}만 적으세요).`;
  }
  return `인자를 읽지 못했습니다(${message}).`;
}

export function positiveInteger(text: string, what: string): number {
  if (!/^[1-9][0-9]*$/.test(text)) throw new UsageError(`${what}에는 1 이상의 정수를 적으세요: ${text}`);
  return Number(text);
}
