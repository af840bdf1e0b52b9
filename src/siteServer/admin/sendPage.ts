import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FastifyReply } from 'fastify';

/** Sends a server-rendered page; React escapes every value, so stored text can never become markup. */
export function sendPage(reply: FastifyReply, status: number, page: ReactElement): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>${renderToStaticMarkup(page)}`);
}
