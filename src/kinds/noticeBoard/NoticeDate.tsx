import type { ShownDate } from './shownDate';

/** A post's date: what the language writes, with the `YYYY-MM-DD` it stands for. */
export function NoticeDate({ date, className }: { date: ShownDate; className?: string }) {
  return (
    <time dateTime={date.iso} className={className} data-edit-place={date.place}>
      {date.shown}
    </time>
  );
}
