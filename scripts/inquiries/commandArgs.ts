import { parseArgs } from 'node:util';
import { UsageError } from './cliErrors';

type OptionTypes = Record<string, { type: 'string' } | { type: 'boolean' }>;
type OptionValues<Options extends OptionTypes> = { [Key in keyof Options]?: Options[Key] extends { type: 'boolean' } ? boolean : string };

/** A command's options and positionals; anything else is a usage error. */
export function commandArgs<Options extends OptionTypes>(args: string[], options: Options, positionals: number) {
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(`인자가 올바르지 않습니다: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (parsed.positionals.length !== positionals) {
    const extra = parsed.positionals.slice(positionals).join(' ');
    throw new UsageError(extra ? `알 수 없는 인자입니다: ${extra}` : '필요한 인자가 빠졌습니다.');
  }
  return { values: parsed.values as OptionValues<Options>, positionals: parsed.positionals };
}

export function positiveInteger(text: string, what: string): number {
  if (!/^[1-9][0-9]*$/.test(text)) throw new UsageError(`${what}에는 1 이상의 정수를 적으세요: ${text}`);
  return Number(text);
}
