import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPage } from '../admin/sendPage';
import { ErrorPage } from './ErrorPage';
import { errorProblem } from './errorProblems';
import { applyHeaders } from './securityHeaders';

export interface ErrorAnswerContext {
  /** The security headers every page carries (the current release's: its CSP names its inline scripts). */
  headers(): Record<string, string>;
  siteName: string;
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * A refusal or failure the app answers itself: a short Korean page for a
 * browser, `{ message }` for a program. The security headers are set here too,
 * because some of these answers are sent without the app's hooks having run.
 */
export function sendErrorAnswer(request: FastifyRequest, reply: FastifyReply, status: number, context: ErrorAnswerContext): FastifyReply {
  applyHeaders(reply, context.headers());
  const problem = errorProblem(status);
  reply.header('cache-control', 'no-store');
  if (wantsHtml(request)) return sendPage(reply, status, <ErrorPage problem={problem} siteName={context.siteName} />);
  return reply.code(status).send({ message: problem.message });
}
