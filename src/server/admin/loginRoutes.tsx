import type { FastifyPluginAsync } from 'fastify';
import { verifyPassword, adminPasswordSetting } from '../security/password';
import { adminProblems } from './adminProblems';
import { endSession, hasSession, startSession } from './adminSession';
import type { InboxContext } from './InboxContext';
import type { LoginLimiter } from './loginLimiter';
import { LoginPage } from './pages/LoginPage';
import { sendPage } from './sendPage';

const loginBodySchema = {
  type: 'object',
  required: ['password'],
  // A ceiling keeps a huge body from making the password hash expensive.
  properties: { password: { type: 'string', maxLength: 1024 } },
} as const;

export function loginRoutes(context: InboxContext, limiter: LoginLimiter): FastifyPluginAsync {
  const { store, siteName, paths } = context;
  return async (app) => {
    app.get('/login', async (request, reply) => {
      if (hasSession(request, store)) return reply.redirect(paths.home, 303);
      return sendPage(reply, 200, <LoginPage siteName={siteName} paths={paths} />);
    });

    app.post<{ Body: { password: string } }>('/login', { schema: { body: loginBodySchema } }, async (request, reply) => {
      const attempt = limiter.attempt(request.ip);
      if (!attempt.allowed) {
        const problem = adminProblems.tooManyLogins(attempt.retryAfterSeconds);
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        return sendPage(reply, problem.status, <LoginPage siteName={siteName} paths={paths} problem={problem} />);
      }
      const stored = store.getSetting(adminPasswordSetting);
      if (stored === undefined || !(await verifyPassword(request.body.password, stored))) {
        const problem = adminProblems.wrongPassword();
        return sendPage(reply, problem.status, <LoginPage siteName={siteName} paths={paths} problem={problem} />);
      }
      startSession(request, reply, store, paths.cookie);
      return reply.redirect(paths.home, 303);
    });

    app.post('/logout', async (request, reply) => {
      endSession(request, reply, store, paths.cookie);
      return reply.redirect(paths.login, 303);
    });
  };
}
