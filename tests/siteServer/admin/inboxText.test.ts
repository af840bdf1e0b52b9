import { describe, expect, it } from 'vitest';
import { messagePreview } from '../../../src/siteServer/admin/components/messagePreview';
import { attachmentDisposition, csvFileName } from '../../../src/siteServer/admin/csvAttachment';
import { inboxHref } from '../../../src/siteServer/admin/inboxQuery';

describe('messagePreview', () => {
  it('keeps a short message whole, on one line', () => {
    expect(messagePreview('  첫 줄\n\n둘째 줄  ')).toBe('첫 줄 둘째 줄');
  });

  it('cuts at 60 characters without splitting an emoji', () => {
    const preview = messagePreview(`${'🔬'.repeat(59)}가나다`);
    expect(preview).toBe(`${'🔬'.repeat(59)}가…`);
  });
});

describe('csvFileName', () => {
  it('dates the file by the calendar in Seoul', () => {
    expect(csvFileName(new Date('2026-11-22T16:30:00Z'))).toBe('inquiries-20261123.csv');
    expect(csvFileName(new Date('2026-11-22T14:59:00Z'))).toBe('inquiries-20261122.csv');
  });

  it('is given in both filename forms', () => {
    expect(attachmentDisposition('inquiries-20261123.csv')).toBe(
      `attachment; filename="inquiries-20261123.csv"; filename*=UTF-8''inquiries-20261123.csv`,
    );
  });
});

describe('inboxHref', () => {
  it('leaves defaults out and names the search by its id', () => {
    expect(inboxHref('/admin', { search: '', state: 'all', page: 1 })).toBe('/admin');
    expect(inboxHref('/admin', { search: 'Zx8_-abcdefghijklmnopq', state: 'open', page: 2 })).toBe(
      '/admin?s=Zx8_-abcdefghijklmnopq&state=open&page=2',
    );
  });
});
