import { koreanDateTime } from '../koreanTime';

/** `inquiries-20261123.csv`, dated by the lab's calendar so a file saved after 09:00 KST is not dated yesterday. */
export function csvFileName(now: Date): string {
  return `inquiries-${koreanDateTime(now).slice(0, 10).replaceAll('-', '')}.csv`;
}

/** Both forms (RFC 6266): `filename` for old clients, `filename*` (RFC 5987) for those that read it first. */
export function attachmentDisposition(fileName: string): string {
  return `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
