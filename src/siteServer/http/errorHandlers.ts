import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { logRequestOnClose, pathOf } from '../logging/requestLog';
import { sendErrorAnswer, type ErrorAnswerContext } from './sendErrorAnswer';

type ErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => FastifyReply;

const statusOf = (error: FastifyError) =>
  error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;

/** The app's own error handler; the inquiry API and the inbox keep theirs. */
export function answerErrors(context: ErrorAnswerContext): ErrorHandler {
  return (error, request, reply) => {
    const status = statusOf(error);
    // Only the server's own failures are logged: a client's mistake can quote what it sent (a JSON parse error quotes the body).
    if (status >= 500) request.log.error({ err: error }, '요청을 처리하다 오류가 났습니다.');
    return sendErrorAnswer(request, reply, status, context);
  };
}

/** For Fastify's frameworkErrors (a URL it cannot decode): no hook runs for these, so the request is logged here. */
export function answerFrameworkErrors(
  context: ErrorAnswerContext,
  hashClientAddress: (address: string) => string,
): ErrorHandler {
  const answer = answerErrors(context);
  return (error, request, reply) => {
    logRequestOnClose(request, reply, hashClientAddress);
    return answer(error, request, reply);
  };
}

const routableMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Register with the prefix '/api': what the API does not have is answered
 * 404 (or 405 with Allow, when the path exists for other methods), not with the site's 404 page.
 */
export const apiNotFound: FastifyPluginAsync<ErrorAnswerContext> = async (api, context) => {
  api.setNotFoundHandler((request, reply) => {
    const url = pathOf(request.url);
    const allowed = routableMethods.filter((method) => api.findRoute({ method, url }) !== null);
    if (allowed.length === 0) return sendErrorAnswer(request, reply, 404, context);
    reply.header('allow', allowed.join(', '));
    return sendErrorAnswer(request, reply, 405, context);
  });
};
