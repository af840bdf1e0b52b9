import { koreanDateTime, koreanDateTimeWithZone } from '../../koreanTime';
import type { StoredInquiry } from '../../storage/InquiryStore';

/**
 * When and by whom an inquiry was marked handled; nothing while it is open. One handled
 * before accounts existed has no name. `short` is the list's line under the badge.
 */
export function HandledNote({ inquiry, short = false }: { inquiry: StoredInquiry; short?: boolean }) {
  const { handledAt, handledBy } = inquiry;
  if (!handledAt) return null;
  if (short)
    return (
      <span className="handled-note">
        {handledBy ? `${koreanDateTime(handledAt)} · ${handledBy}` : koreanDateTime(handledAt)}
      </span>
    );
  return (
    <span className="aside">{` ${koreanDateTimeWithZone(handledAt)}에${handledBy ? ` ${handledBy} 님이` : ''} 처리`}</span>
  );
}
