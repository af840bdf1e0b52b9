import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/cookie';
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
  return notice.kind === 'deleted'
    ? `문의 ${notice.id}번을 삭제했습니다. 데이터베이스 파일에서도 지웠습니다.`
    : `문의 ${notice.id}번을 삭제했습니다. 다만 백업 같은 다른 작업이 데이터베이스를 읽고 있어 파일에 남은 내용은 다음 삭제 때나 서버를 다시 시작할 때 지워집니다.`;
}
