import type { FastifyPluginAsync } from 'fastify';
import { clientKey } from '../http/clientKey';
import { createBoundedRunner } from '../security/boundedRunner';
import { verifyPassword, adminPasswordSetting } from '../security/password';
import { adminProblems, type AdminProblem } from './adminProblems';
import { endSession, hasSession, startSession } from './adminSession';
import type { InboxContext } from './InboxContext';
import { accountKey, type LoginLimiter } from './loginLimiter';
import { LoginPage } from './pages/LoginPage';
import { sendPage } from './sendPage';

const loginBodySchema = {
  type: 'object',
  required: ['password'],
  // A ceiling keeps a huge body from making the password hash expensive.
  // No form sends a user name yet; it is read already so that the limits are per account when named accounts come.
  properties: { password: { type: 'string', maxLength: 1024 }, username: { type: 'string', maxLength: 200 } },
} as const;

// scrypt runs on libuv's threadpool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which also reads the
// site's files: two checks at once leave threads for those, and a short queue answers a flood at once.
const passwordCheckBounds = { running: 2, waiting: 8 };
const busyRetryAfterSeconds = 2;

export function loginRoutes(context: InboxContext, limiter: LoginLimiter): FastifyPluginAsync {
  const { store, siteName, paths } = context;
  const passwordChecks = createBoundedRunner(passwordCheckBounds);
  return async (app) => {
    app.get('/login', async (request, reply) => {
      if (hasSession(request, store)) return reply.redirect(paths.home, 303);
      return sendPage(reply, 200, <LoginPage siteName={siteName} paths={paths} />);
    });

    app.post<{ Body: { password: string; username?: string } }>('/login', { schema: { body: loginBodySchema } }, async (request, reply) => {
      const sendLogin = (problem: AdminProblem, retryAfterSeconds?: number) => {
        if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
        return sendPage(reply, problem.status, <LoginPage siteName={siteName} paths={paths} problem={problem} />);
      };
      const attempt = limiter.attempt(clientKey(request.ip), accountKey(request.body.username));
      if (!attempt.allowed) {
        const problem = attempt.reason === 'address' ? adminProblems.tooManyLogins : adminProblems.loginLockdown;
        return sendLogin(problem(attempt.retryAfterSeconds), attempt.retryAfterSeconds);
      }
      const stored = store.getSetting(adminPasswordSetting);
      const verified = stored === undefined ? Promise.resolve(false) : passwordChecks.tryRun(() => verifyPassword(request.body.password, stored));
      if (!verified) {
        attempt.withdraw();
        return sendLogin(adminProblems.loginBusy(), busyRetryAfterSeconds);
      }
      if (!(await verified)) return sendLogin(adminProblems.wrongPassword());
      attempt.succeeded();
      startSession(request, reply, store, paths.cookie);
      return reply.redirect(paths.home, 303);
    });

    app.post('/logout', async (request, reply) => {
      endSession(request, reply, store, paths.cookie);
      return reply.redirect(paths.login, 303);
    });
  };
}
