// The lab reads every time in Korea time, whatever zone the server runs in.
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-23 14:05" in Asia/Seoul, for a column whose heading already says KST. */
export function koreanDateTime(time: string | Date): string {
  const part = Object.fromEntries(parts.formatToParts(new Date(time)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** "2026-11-23 14:05 (KST)", for a time shown on its own. */
export function koreanDateTimeWithZone(time: string | Date): string {
  return `${koreanDateTime(time)} (KST)`;
}
