import type { FastifyReply, FastifyRequest } from 'fastify';
import { visitorLanguageFor } from '../../messages/visitorLanguage';
import { languageOfPath, pathInLanguage } from '../../manifest/language/languagePaths';
import type { Language } from '../../manifest/site.gen';
import { sendPage } from '../admin/sendPage';
import { pathOf } from '../logging/requestLog';
import { ErrorPage } from './ErrorPage';
import { errorProblem, homeLinkText } from './errorProblems';
import { applyHeaders } from './securityHeaders';

export interface ErrorAnswerContext {
  /** The security headers every page carries (the current release's: its CSP names its inline scripts). */
  headers(): Record<string, string>;
  /** The site's languages, the default first: an address under /en is answered in English. */
  languages: readonly Pick<Language, 'code'>[];
  /** The site's name in a language (by its code). */
  siteName(code: string): string;
}

const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

/**
 * A refusal or failure the app answers itself, in the language of the address
 * asked for: a short page for a browser, `{ code, message, hint }` for a program. The
 * security headers are set here too, because some of these answers are sent
 * without the app's hooks having run.
 */
export function sendErrorAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  context: ErrorAnswerContext,
): FastifyReply {
  applyHeaders(reply, context.headers());
  const { language } = languageOfPath(pathOf(request.url), context.languages);
  const lang = visitorLanguageFor(language.code, context.languages);
  const problem = errorProblem(status, lang);
  reply.header('cache-control', 'no-store');
  if (!wantsHtml(request)) {
    const { code, message, hint } = problem;
    return reply.code(status).send({ code, message, hint });
  }
  const siteName = context.siteName(language.code);
  const home = { href: pathInLanguage('/', language, context.languages), text: homeLinkText[lang](siteName) };
  return sendPage(reply, status, <ErrorPage problem={problem} siteName={siteName} lang={language.code} home={home} />);
}
