import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { clientKey } from '../http/clientKey';
import { createBoundedRunner } from '../security/boundedRunner';
import { adminPasswordSetting, hashPassword, verifyPassword } from '../security/password';
import { unknownAccount } from '../storage/accessActions';
import { staffName, staffNameRule } from '../storage/staffName';
import type { StaffAccount } from '../storage/StaffStore';
import { recordAccess } from './accessRecord';
import { adminProblem, type AdminProblem } from './adminProblems';
import { endSession, sessionAccount, startSession } from './adminSession';
import type { InboxContext } from './InboxContext';
import { accountKey, type LoginLimiter } from './loginLimiter';
import { LoginPage } from './pages/LoginPage';
import { sendPage } from './sendPage';

const loginBodySchema = {
  type: 'object',
  required: ['password'],
  // A ceiling keeps a huge body from making the password hash expensive.
  properties: { password: { type: 'string', maxLength: 1024 }, username: { type: 'string', maxLength: 200 } },
} as const;

// scrypt runs on libuv's threadpool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which also reads the
// site's files: two checks at once leave threads for those, and a short queue answers a flood at once.
const passwordCheckBounds = { running: 2, waiting: 8 };
const busyRetryAfterSeconds = 2;

export function loginRoutes(context: InboxContext, limiter: LoginLimiter): FastifyPluginAsync {
  const { store, siteName, paths } = context;
  const passwordChecks = createBoundedRunner(passwordCheckBounds);
  // An unknown name is checked against this, so it takes as long as a wrong password and the answer's timing tells nothing.
  const dummyHash = hashPassword(randomBytes(24).toString('base64'));
  // With no account yet, the shared password of an older version is what a login turns into the first account.
  const claimingShared = () => store.countAccounts() === 0;

  return async (app) => {
    app.get('/login', async (request, reply) => {
      if (sessionAccount(request, store) !== undefined) return reply.redirect(paths.home, 303);
      return sendPage(reply, 200, <LoginPage siteName={siteName} paths={paths} claimingShared={claimingShared()} />);
    });

    app.post<{ Body: { password: string; username?: string } }>(
      '/login',
      { schema: { body: loginBodySchema } },
      async (request, reply) => {
        const typed = request.body.username ?? '';
        const claiming = claimingShared();
        const sendLogin = (problem: AdminProblem, retryAfterSeconds?: number) => {
          if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
          return sendPage(
            reply,
            problem.status,
            <LoginPage
              siteName={siteName}
              paths={paths}
              claimingShared={claiming}
              typedName={typed}
              problem={problem}
            />,
          );
        };
        const attempt = limiter.attempt(clientKey(request.ip), accountKey(typed));
        if (!attempt.allowed) {
          const code = attempt.reason === 'address' ? 'tooManyLogins' : 'loginLockdown';
          return sendLogin(
            adminProblem(code, { retryAfterSeconds: attempt.retryAfterSeconds }),
            attempt.retryAfterSeconds,
          );
        }
        const name = staffName(typed);
        if (claiming && name === undefined) {
          // Choosing a name is no guess at a password: it costs the address nothing.
          attempt.withdraw();
          return sendLogin(adminProblem('invalidAccountName', { rule: staffNameRule }));
        }
        const account = claiming || name === undefined ? undefined : store.findAccount(name);
        const stored = claiming ? store.getSetting(adminPasswordSetting) : account?.passwordHash;
        const verified = passwordChecks.tryRun(async () => {
          const matches = await verifyPassword(request.body.password, stored ?? (await dummyHash));
          return matches && stored !== undefined;
        });
        if (!verified) {
          attempt.withdraw();
          return sendLogin(adminProblem('loginBusy', {}), busyRetryAfterSeconds);
        }
        let signedIn: StaffAccount | undefined;
        if (await verified) signedIn = claiming && name !== undefined ? store.claimSharedPassword(name) : account;
        if (!signedIn) {
          recordAccess(context, request, 'login-failed', null, null, account?.name ?? unknownAccount);
          return sendLogin(claiming ? adminProblem('wrongSharedPassword', {}) : adminProblem('wrongPassword', {}));
        }
        attempt.succeeded();
        if (claiming) recordAccess(context, request, 'claim-shared', null, null, signedIn.name);
        recordAccess(context, request, 'login', null, null, signedIn.name);
        startSession(request, reply, store, paths.cookie, signedIn.id);
        return reply.redirect(paths.home, 303);
      },
    );

    app.post('/logout', async (request, reply) => {
      const account = endSession(request, reply, store, paths.cookie);
      if (account !== undefined) recordAccess(context, request, 'logout', null, null, account);
      return reply.redirect(paths.login, 303);
    });
  };
}
