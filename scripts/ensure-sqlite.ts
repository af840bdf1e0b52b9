// better-sqlite3 compiles SQLite when it installs. An install that skipped its scripts (CI's `npm ci --ignore-scripts`,
// which leaves the compile to npm test's first stage, beside tsc and the lint) or a Node upgraded since (a binding
// built for another NODE_MODULE_VERSION) leaves a module that cannot load: npm test builds it again instead of failing
// every test that opens a database.
import { spawnSync } from 'node:child_process';
import { projectRoot } from '../src/siteBuild/paths';
import { runCommand } from './run-command';

/** Whether better-sqlite3 opens a database in this Node, asked of a child so that a failed load leaves nothing here. */
function sqliteLoads(): boolean {
  const probe = "new (require('better-sqlite3'))(':memory:').close()";
  return spawnSync(process.execPath, ['-e', probe], { cwd: projectRoot, stdio: 'ignore' }).status === 0;
}

/** Makes better-sqlite3 loadable, rebuilding it with npm when it is not; its output goes to `print`, or this terminal. */
export async function ensureSqlite(print?: (text: string) => void): Promise<boolean> {
  if (sqliteLoads()) return true;
  const say = print ?? ((text: string) => process.stdout.write(text));
  say('better-sqlite3를 이 Node에 맞게 빌드합니다. (Building better-sqlite3 for this Node.)\n');
  // The compile is the longest check of npm test's first stage, on one core: ahead of the others it ends with them,
  // where it ended a quarter of a minute after them, alone.
  const rebuilt = await runCommand('npm', ['rebuild', 'better-sqlite3'], { print, priority: -5 });
  if (rebuilt && sqliteLoads()) return true;
  say(
    'better-sqlite3를 빌드하지 못했습니다. 위의 출력을 보고 C++ 컴파일러(build-essential)와 python3를 설치한 뒤 `npm rebuild better-sqlite3`를 실행하세요.\n' +
      'Could not build better-sqlite3: see the output above, install a C++ compiler (build-essential) and python3, then run `npm rebuild better-sqlite3`.\n',
  );
  return false;
}
