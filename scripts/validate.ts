// `npm run validate [file] [--public dir]`: checks site.json (or the given file) and explains each problem.
// Images are looked up in `public/` beside the file unless --public names another folder.
// Exit code 0: valid, 1: problems found, 2: the file could not be read.
import { formatProblem, formatSummary, validateManifestFile } from '../src/manifest/index';

const args = process.argv.slice(2);
const publicFlag = args.indexOf('--public');
const publicDir = publicFlag >= 0 ? args.splice(publicFlag, 2)[1] : undefined;
const file = args[0] ?? 'site.json';

const result = await validateManifestFile(file, publicDir ? { publicDir } : {});
if (result.ok) {
  console.log(formatSummary([], file));
} else {
  for (const problem of result.problems) console.error(formatProblem(problem, file));
  if (!result.unreadable) console.error(formatSummary(result.problems, file));
  process.exitCode = result.unreadable ? 2 : 1;
}
