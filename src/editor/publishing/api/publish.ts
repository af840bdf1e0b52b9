import type { PublishAnswer, PublishStatus } from '../../shared/apiContract';
import { Refusal } from '../../app/api/refusals';
import { commitMessage } from './commitMessage';
import { firstLine, git, type GitResult } from './git';
import { changeScope, pendingChanges } from './pendingChanges';
import { publishedMessage } from './publishedMessage';
import { findRepository, pendingFiles, remotes, unpushedCount, type PublishPaths } from './repository';

export async function publishStatus(paths: PublishPaths): Promise<PublishStatus> {
  const repository = await findRepository(paths);
  if (!repository) return { available: false, remote: false, pending: [], changes: [], unpushed: 0 };
  const [pending, remoteNames, unpushed] = await Promise.all([
    pendingFiles(repository),
    remotes(repository.root),
    unpushedCount(repository.root),
  ]);
  return {
    available: true,
    remote: remoteNames.length > 0,
    pending: pending.map((file) => file.path),
    changes: await pendingChanges(repository, pending),
    unpushed: remoteNames.length > 0 ? unpushed : 0,
  };
}

/** Refuses to commit where a commit could not be made cleanly: no identity, a merge half done, another git at work. */
async function assertCommittable(root: string): Promise<void> {
  if (!(await git(root, ['var', 'GIT_COMMITTER_IDENT'])).ok || !(await git(root, ['var', 'GIT_AUTHOR_IDENT'])).ok)
    throw new Refusal('git-identity');
  if ((await git(root, ['rev-parse', '-q', '--verify', 'MERGE_HEAD'])).ok) throw new Refusal('git-conflict', 'merge');
  const unmerged = await git(root, ['ls-files', '--unmerged']);
  if (unmerged.stdout.trim() !== '')
    throw new Refusal('git-conflict', unmerged.stdout.trim().split('\t').at(-1)!.split('\n')[0]!);
}

function gitFailure(result: GitResult): Refusal {
  const words = result.stderr;
  if (/index\.lock|another git process/i.test(words)) return new Refusal('git-busy');
  if (/tell me who you are|empty ident|unable to auto-detect email/i.test(words)) return new Refusal('git-identity');
  if (/conflict|unmerged/i.test(words)) return new Refusal('git-conflict', firstLine(result));
  return new Refusal('git-failed', firstLine(result));
}

/** The remote's own reason for refusing a push ("! [remote rejected] main -> main (pre-receive hook declined)"). */
const remoteReason = (words: string) => /\[remote rejected\][^(\n]*\(([^)\n]+)\)/.exec(words)?.[1] ?? 'remote rejected';

function pushFailure(result: GitResult, commit: string): Refusal {
  const words = result.stderr;
  if (/\[remote rejected\]/i.test(words)) return new Refusal('push-refused', remoteReason(words), commit);
  if (/\[rejected\]|non-fast-forward|fetch first/i.test(words)) return new Refusal('push-rejected', '', commit);
  if (
    /authentication|could not read (username|password)|permission denied|terminal prompts disabled|publickey|403/i.test(
      words,
    )
  ) {
    return new Refusal('push-auth', '', commit);
  }
  return new Refusal('push-failed', firstLine(result), commit);
}

/** Pushes HEAD to its upstream, or, on a first publish, to origin (or the only remote) under the same branch name. */
async function push(root: string, names: string[]): Promise<GitResult> {
  const upstream = await git(root, ['rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{u}']);
  if (upstream.ok) return git(root, ['push']);
  const remote = names.includes('origin') ? 'origin' : names[0]!;
  return git(root, ['push', '--set-upstream', remote, 'HEAD']);
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Commits the manifest and the new or changed images (nothing else, whatever
 * else is staged) with a message naming what changed, and pushes when there is
 * a remote. `confirmed` is the list of changes the person saw and agreed to:
 * when the files say otherwise now (a save came between), nothing is committed.
 * Whatever fails, the files on disk stay as they are; a commit whose push failed
 * stays too, and the next publish pushes it.
 */
export async function publish(paths: PublishPaths, confirmed: string[]): Promise<PublishAnswer> {
  const repository = await findRepository(paths);
  if (!repository) throw new Refusal('publish-unavailable');
  const { root } = repository;
  const [pending, names] = await Promise.all([pendingFiles(repository), remotes(root)]);
  const unpushed = names.length > 0 ? await unpushedCount(root) : 0;
  if (pending.length === 0 && unpushed === 0) throw new Refusal('nothing-to-publish');
  const changes = await pendingChanges(repository, pending);
  if (!sameList(changes, confirmed)) throw new Refusal('publish-changed');

  if (pending.length > 0) {
    await assertCommittable(root);
    const files = pending.map((file) => file.path);
    const added = await git(root, ['add', '--', ...files]);
    if (!added.ok) throw gitFailure(added);
    const committed = await git(root, [
      'commit',
      '--quiet',
      '--only',
      '-m',
      commitMessage(changeScope(repository, pending), changes),
      '--',
      ...files,
    ]);
    if (!committed.ok) throw gitFailure(committed);
  }
  const head = await git(root, ['log', '-1', '--format=%H%n%B']);
  const [commit = '', ...body] = head.stdout.split('\n');
  const made = { commit, commitMessage: body.join('\n').trim() };
  if (names.length === 0) return { ...made, pushed: false, message: publishedMessage(false, 1) };
  const commits = await unpushedCount(root);
  const pushed = await push(root, names);
  if (!pushed.ok) throw pushFailure(pushed, commit);
  return { ...made, pushed: true, message: publishedMessage(true, commits) };
}
