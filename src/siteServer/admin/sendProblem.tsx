import type { FastifyReply } from 'fastify';
import type { AdminProblem } from './adminProblems';
import type { InboxContext } from './InboxContext';
import { NoPasswordPage } from './pages/NoPasswordPage';
import { ProblemPage } from './pages/ProblemPage';
import { sendPage } from './sendPage';

export function sendProblem(
  reply: FastifyReply,
  context: InboxContext,
  problem: AdminProblem,
  loggedIn = false,
): FastifyReply {
  const next =
    problem.status === 401
      ? { href: context.paths.login, label: '로그인 화면으로' }
      : { href: context.paths.home, label: '문의함 첫 화면으로' };
  return sendPage(
    reply,
    problem.status,
    <ProblemPage problem={problem} siteName={context.siteName} paths={context.paths} loggedIn={loggedIn} next={next} />,
  );
}

/**
 * 503 rather than 200: the inbox is not available until it is configured, and
 * a monitor or a proxy should see that, not a working page.
 */
export function sendNoPassword(reply: FastifyReply, context: InboxContext): FastifyReply {
  return sendPage(
    reply,
    503,
    <NoPasswordPage siteName={context.siteName} paths={context.paths} addUserCommand={context.addUserCommand} />,
  );
}
