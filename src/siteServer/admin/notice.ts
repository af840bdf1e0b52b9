import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
import { deletionText } from '../storage/deletionText';
import type { InquiryStore } from '../storage/InquiryStore';

const noticeCookie = 'admin_notice';
const kinds = ['deleted', 'deletedUnwiped', 'memoSaved'] as const;

/** What a change did, told on the page the change redirects to. */
export interface Notice {
  kind: (typeof kinds)[number];
  id: number;
}

/**
 * Kept in a short-lived cookie rather than the address, so a link someone sends
 * or reloads never claims a change that did not happen; only the handler that
 * made the change sets it, and the page that shows it clears it.
 */
export function setNotice(request: FastifyRequest, reply: FastifyReply, cookiePath: string, notice: Notice): void {
  reply.setCookie(noticeCookie, `${notice.kind}-${notice.id}`, {
    httpOnly: true,
    sameSite: 'strict',
    path: cookiePath,
    secure: request.protocol === 'https',
    maxAge: 60,
  });
}

export function takeNotice(request: FastifyRequest, reply: FastifyReply, cookiePath: string): Notice | undefined {
  const value = request.cookies[noticeCookie];
  if (value === undefined) return undefined;
  reply.clearCookie(noticeCookie, { path: cookiePath });
  const match = /^([a-zA-Z]+)-([1-9][0-9]{0,15})$/.exec(value);
  const kind = kinds.find((known) => known === match?.[1]);
  return kind && match ? { kind, id: Number(match[2]) } : undefined;
}

/** The list's notice, said only when the inquiry is really gone. */
export function deletionNotice(notice: Notice | undefined, store: InquiryStore): string | undefined {
  if (notice?.kind !== 'deleted' && notice?.kind !== 'deletedUnwiped') return undefined;
  if (store.get(notice.id) !== undefined) return undefined;
  return deletionText(notice.id, notice.kind === 'deleted');
}

/** An address naming a search this server no longer keeps (a restart or an upgrade since, or another login): the whole list is shown, and says so. */
export const lostSearchNotice =
  '이 주소의 검색어는 더 이상 남아 있지 않아(서버가 다시 시작되었거나 다른 로그인) 전체 목록을 보여 드립니다. 다시 검색하세요.';
