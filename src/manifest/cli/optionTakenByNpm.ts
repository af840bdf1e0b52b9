import { statSync } from 'node:fs';

/** An option that npm kept for itself, leaving its value where a file name goes. */
export interface TakenOption {
  option: string;
  value: string;
  /** The command that does what was meant, e.g. "npm run validate -- site.json --lang en". */
  command: string;
}

const OPTION_OF_VALUE: Readonly<Record<string, string>> = {
  ko: '--lang',
  en: '--lang',
  text: '--format',
  json: '--format',
};

const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * `npm run validate --lang en` without the `--`: npm takes `--lang` as its own
 * setting and hands the script only `en`, which then reads as a file name.
 * Recognised by a file argument that is not a file and is named like a value of
 * one of our options, or by the `npm_config_<option>` that npm sets for a
 * setting it does not know (it sets "true" for `--public dir`). Issue 9.
 */
export function optionTakenByNpm(
  fileArgs: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): TakenOption | undefined {
  for (const value of fileArgs) {
    if (isFile(value)) continue;
    const option = OPTION_OF_VALUE[value] ?? (env.npm_config_public === 'true' ? '--public' : undefined);
    const others = fileArgs.filter((arg) => arg !== value);
    if (option) return { option, value, command: ['npm run validate --', ...others, option, value].join(' ') };
  }
  return undefined;
}
