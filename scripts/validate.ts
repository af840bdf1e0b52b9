// `npm run validate [file] [--public dir] [--lang ko|en] [--format text|json] [--translations]`:
// checks site.json (or the given file) and explains each problem.
// Images are looked up in `public/` beside the file unless --public names another folder.
// --format json prints one JSON report on stdout instead of text; under GitHub Actions
// the text format also prints an ::error annotation per problem on stdout, so the
// problems show up on the pull request's lines.
// --translations also prints how much of each page is written in each language
// (in the JSON report as `translations`); it never changes the exit code.
// Exit code 0: valid, 1: problems found, 2: the file could not be read or the arguments are wrong.
import {
  completenessOfFile,
  completenessTable,
  formatFailureReport,
  formatSummary,
  formatWarning,
  githubAnnotation,
  isToolLanguage,
  jsonReport,
  OPTION_TAKEN_BY_NPM,
  optionTakenByNpm,
  validateManifestFile,
  type ToolLanguage,
} from '../src/manifest/index';

const USAGE = 'npm run validate [file] [--public dir] [--lang ko|en] [--format text|json] [--translations]';

interface Options {
  file: string;
  publicDir?: string;
  lang: ToolLanguage;
  format: 'text' | 'json';
  translations: boolean;
}

function parseArgs(args: string[]): Options | string | { error: string } {
  const options: Options = { file: 'site.json', lang: 'ko', format: 'text', translations: false };
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const value = args[i + 1];
    if (arg === '--public' && value !== undefined) options.publicDir = args[++i];
    else if (arg === '--lang' && isToolLanguage(value)) options.lang = args[++i] as ToolLanguage;
    else if (arg === '--format' && (value === 'text' || value === 'json'))
      options.format = args[++i] as Options['format'];
    else if (arg === '--translations') options.translations = true;
    else if (arg.startsWith('--')) return `${arg} ${value ?? ''}`.trim();
    else files.push(arg);
  }
  const taken = optionTakenByNpm(files);
  if (taken) {
    // Korean first, as always; English too when that is what the swallowed --lang asked for.
    const langs: ToolLanguage[] = taken.option === '--lang' && taken.value === 'en' ? ['ko', 'en'] : ['ko'];
    return {
      error: langs
        .map((lang) => OPTION_TAKEN_BY_NPM[lang](taken))
        .map(({ message, hint }) => `${message}\n  → ${hint}`)
        .join('\n'),
    };
  }
  if (files.length > 1) return files.join(' ');
  options.file = files[0] ?? options.file;
  return options;
}

const options = parseArgs(process.argv.slice(2));
if (typeof options === 'object' && 'error' in options) {
  console.error(options.error);
  process.exit(2);
}
if (typeof options === 'string') {
  console.error(`알 수 없는 인자입니다 (unknown argument): ${options}\n${USAGE}`);
  process.exit(2);
}

const { file, publicDir, lang, format } = options;
const result = await validateManifestFile(file, { lang, ...(publicDir && { publicDir }) });
const warnings = result.ok ? result.warnings : [];
const translations = options.translations ? await completenessOfFile(file, lang) : undefined;
if (format === 'json') {
  console.log(
    JSON.stringify({ ...jsonReport(file, result.problems, warnings), ...(translations && { translations }) }, null, 2),
  );
} else if (result.ok) {
  for (const warning of warnings) console.warn(formatWarning(warning, file, lang));
  console.log(formatSummary([], file, lang));
} else {
  for (const line of formatFailureReport(result, file, lang)) console.error(line);
  if (process.env.GITHUB_ACTIONS === 'true')
    for (const problem of result.problems) console.log(githubAnnotation(problem, file));
}
if (format === 'text' && translations) console.log(['', ...completenessTable(translations, lang)].join('\n'));
process.exitCode = result.ok ? 0 : result.unreadable ? 2 : 1;
