// The process `npm start` and the systemd service run: it holds the listening port and runs the
// server of the current release in a worker (node:cluster). When `dist-releases/current` is
// switched to another release (an upgrade, a rollback, a build), it starts that release's server
// beside the running one; once the new one listens, the old one stops accepting, finishes what it
// has and exits. The port never closes, so an upgrade or a rollback drops no request.
// Plain JavaScript: it runs before anything is built, and on a production machine without tsx.
import cluster from 'node:cluster';
import { readlink } from 'node:fs/promises';
import { join } from 'node:path';

/** How often the `current` link is read: one readlink(2) a second. */
const lookEveryMs = 1000;
/** A retiring server ends within its own 30 s deadline; this is only for one that hangs. */
const retiredKillAfterMs = 60_000;

/** What a worker needs to know, in its environment (cluster.fork runs this same script again). */
export const workerEnv = {
  release: 'LAB_SITE_RELEASE',
  startedAt: 'LAB_SITE_STARTED_AT',
  holdMail: 'LAB_SITE_HOLD_MAIL',
};

/**
 * Runs the release `firstId` and follows `current` until SIGTERM or SIGINT, or until the
 * running server dies (then the process ends with its code, and systemd restarts it).
 * @param {{ releasesDir: string, firstId: string, startedAt: number }} options startedAt: Date.now() when the start began
 * @returns {Promise<number>} the exit code
 */
export function superviseReleases({ releasesDir, firstId, startedAt }) {
  const link = join(releasesDir, 'current');
  /** The server taking requests, and the one starting beside it during a switch. */
  let active = null;
  let starting = null;
  const failed = new Set();
  const workers = new Set();
  let stopping = false;
  let exitCode = 0;
  let finish = () => {};
  const finished = new Promise((resolve) => (finish = resolve));

  const send = (worker, message) => {
    if (worker.isConnected()) worker.send(message);
  };
  const codeOf = (code, signal) => (signal ? 1 : (code ?? 1));

  function stop(signal, code) {
    if (code && !exitCode) exitCode = code;
    if (stopping) return;
    stopping = true;
    clearInterval(timer);
    for (const { process: child } of workers) child.kill(signal);
    if (workers.size === 0) finish(exitCode);
  }

  function start(id, since, holdMail) {
    const worker = cluster.fork({
      [workerEnv.release]: id,
      [workerEnv.startedAt]: String(since),
      ...(holdMail ? { [workerEnv.holdMail]: '1' } : {}),
    });
    workers.add(worker);
    const server = { worker, id, listening: false, retiring: false };
    worker.once('listening', () => {
      server.listening = true;
      const old = active;
      active = server;
      starting = null;
      if (!old || stopping) return;
      console.log(`릴리스 ${id}의 서버가 요청을 받습니다. ${old.id}의 서버는 받던 요청을 마치고 끝납니다.`);
      old.retiring = true;
      send(old.worker, { type: 'retire' });
      setTimeout(() => old.worker.process.kill('SIGKILL'), retiredKillAfterMs).unref();
    });
    worker.once('exit', (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (server === active) stop('SIGTERM', codeOf(code, signal));
        if (workers.size === 0) finish(exitCode);
      } else if (server.retiring) {
        // The old server has closed the database: the new one mails from here on, so nothing goes twice.
        send(active.worker, { type: 'mail' });
      } else if (server === starting) {
        starting = null;
        failed.add(id);
        console.error(
          `릴리스 ${id}의 서버가 시작하지 못했습니다(종료 코드 ${codeOf(code, signal)}). 지금의 릴리스 ${active.id}로 계속 서비스합니다.\n  도움말: 위의 기록에서 이유를 찾아 고친 뒤 릴리스를 다시 바꾸세요(docs/deploy.md 11절).`,
        );
      } else {
        // The running server died, or the first one could not start: the process ends with its code (systemd starts it again).
        stop('SIGTERM', codeOf(code, signal));
      }
    });
    return server;
  }

  async function look() {
    if (stopping || starting || !active) return;
    const id = await readlink(link).catch(() => null);
    if (!id || id === active.id || failed.has(id) || stopping || starting) return;
    console.log(`dist-releases/current가 ${id}(으)로 바뀌었습니다. 그 릴리스의 서버를 띄웁니다.`);
    starting = start(id, Date.now(), true);
  }

  const timer = setInterval(() => void look(), lookEveryMs);
  // A signal to this process reaches the servers through here (`docker stop` signals PID 1 alone).
  process.on('SIGTERM', () => stop('SIGTERM', 0));
  process.on('SIGINT', () => stop('SIGINT', 0));
  start(firstId, startedAt, false);
  return finished;
}
