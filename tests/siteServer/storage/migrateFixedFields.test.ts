// Inquiries stored before the firm's own fields (four fixed columns) stay readable after migration 6, beside new ones.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { inquiriesCsv } from '../../../src/siteServer/storage/inquiriesCsv';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import { fixedColumnsDatabase } from './oldDatabase';

describe('migration of inquiries with the fixed columns', () => {
  it('keeps every old field under the label the form had, and the old columns are gone', async () => {
    const dir = await fixedColumnsDatabase();
    const store = openInquiryStore(dir);
    try {
      const [old] = store.list().items;
      expect(old?.fields).toEqual([
        { key: 'company', type: 'text', label: '회사명', value: '(주)옛소재' },
        { key: 'phone', type: 'tel', label: '연락처', value: '02-123-4567' },
        { key: 'email', type: 'email', label: '이메일', value: 'old@lab.example' },
        { key: 'message', type: 'longText', label: '문의 내용', value: '예전 문의\n둘째 줄' },
      ]);
      expect(old?.memo).toBe('회신함');
      expect(store.list({ search: '옛소재' }).total).toBe(1);
      // A label is in every row: searching it finds nothing by it.
      expect(store.list({ search: '회사명' }).total).toBe(0);
    } finally {
      store.close();
    }
    const db = new Database(join(dir, inquiryDatabaseFile), { readonly: true });
    const columns = db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('inquiries');
    db.close();
    expect(columns).not.toContain('company');
    expect(columns).toContain('fields');
  });

  it('lists and exports old and new inquiries together, each field in its column', async () => {
    const dir = await fixedColumnsDatabase();
    const store = openInquiryStore(dir);
    try {
      store.add({
        page: '/reserve',
        fields: [
          { key: 'company', type: 'text', label: '회사명', value: '(주)새소재' },
          { key: 'treatment', type: 'choice', label: '진료 과목', value: '스케일링' },
          { key: 'smsOk', type: 'checkbox', label: '문자 안내', value: true },
        ],
        clientAddress: '203.0.113.5',
      });
      const { items } = store.list();
      expect(items.map((inquiry) => inquiry.fields[0]?.value)).toEqual(['(주)새소재', '(주)옛소재']);
      const [header, newRow, oldRow] = inquiriesCsv(items).replace('\uFEFF', '').split('\r\n');
      expect(header).toBe(
        '번호,접수 시각(KST),보낸 페이지,언어,회사명,진료 과목,문자 안내,연락처,이메일,문의 내용,처리 시각,처리한 사람,메일 상태,내부 메모',
      );
      expect(newRow).toContain(',(주)새소재,스케일링,예,,,,');
      expect(oldRow).toContain(',(주)옛소재,,,02-123-4567,old@lab.example,"예전 문의\n둘째 줄",');
    } finally {
      store.close();
    }
  });
});
