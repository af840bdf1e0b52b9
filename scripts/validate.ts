// `npm run validate [file]`: checks site.json (or the given file) and explains each problem.
// Exit code 0: valid, 1: problems found, 2: the file could not be read.
import { formatProblem, formatSummary, validateManifestFile } from '../src/manifest/index';

const file = process.argv[2] ?? 'site.json';
const result = await validateManifestFile(file);

if (result.ok) {
  console.log(formatSummary([], file));
} else {
  for (const problem of result.problems) console.error(formatProblem(problem, file));
  if (!result.unreadable) console.error(formatSummary(result.problems, file));
  process.exitCode = result.unreadable ? 2 : 1;
}
