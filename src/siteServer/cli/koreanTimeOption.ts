import { UsageError } from './cliErrors';

/**
 * `--since` as staff and the deploy guide write it, in Korean time: a day (`2026-11-01`, from midnight)
 * or a minute (`2026-11-01T14:30`, as the deploy guide names a backup taken before an upgrade).
 */
export function koreanTimeOption(text: string, option: string): Date {
  const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00` : text;
  const start = new Date(`${time}:00+09:00`);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(time) || Number.isNaN(start.getTime())) {
    throw new UsageError(
      `${option}에는 2026-11-01처럼 날짜를, 또는 2026-11-01T14:30처럼 날짜와 시각(한국 시각)을 적으세요: ${text}`,
    );
  }
  return start;
}
