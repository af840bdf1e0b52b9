import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addInquiries, logIn, searchFor, startAdmin, type RunningInbox } from './startAdmin';

let inbox: RunningInbox;
let cookie: string;
beforeAll(async () => {
  inbox = await startAdmin();
  cookie = await logIn(inbox.app);
  addInquiries(inbox.store, [
    ...Array.from({ length: 60 }, (_, index) => ({ company: `가람금속 ${index + 1}공장` })),
    { company: '나래화학', message: '줄 하나\n줄 둘, 쉼표' },
  ]);
  inbox.store.setHandled(61, true);
});
afterAll(() => inbox.close());

const exportCsv = (search = '') =>
  inbox.app.inject({ method: 'GET', url: `/admin/export.csv${search}`, headers: { cookie } });
const lines = (body: string) => body.split('\r\n').filter(Boolean);

describe('the CSV export', () => {
  it('is an attachment named by the Korean date, with a BOM and a header row', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="inquiries-\d{8}\.csv"; filename\*=UTF-8''inquiries-\d{8}\.csv$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(lines(response.body)[0]).toMatch(/^\uFEFF번호,접수 시각\(KST\),/);
  });

  it('holds every page of the list, newest first', async () => {
    const rows = lines((await exportCsv()).body).slice(1);
    expect(rows[0]).toMatch(/^61,.*나래화학/);
    expect(rows.filter((row) => row.includes('가람금속'))).toHaveLength(60);
  });

  it('holds only what the search and filter match', async () => {
    // Records end in CRLF; a line break inside a quoted message is the visitor's own LF.
    const searched = lines((await exportCsv(`?${(await searchFor(inbox.app, cookie, '나래')).split('?')[1]}`)).body);
    expect(searched).toHaveLength(2);
    expect(searched[1]).toContain('"줄 하나\n줄 둘, 쉼표"');
    const handled = lines((await exportCsv('?state=handled')).body);
    expect(handled).toHaveLength(2);
    expect(handled[1]).toMatch(/^61,.*나래화학/);
    const open = lines((await exportCsv('?state=open')).body);
    expect(open).toHaveLength(61);
    expect(open.join('\r\n')).not.toContain('나래화학');
  });
});
