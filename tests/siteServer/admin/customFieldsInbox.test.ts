// @vitest-environment jsdom
// The staff inbox over a database of the previous release (the old fixed form) holding a clinic's own fields too.
import { describe, expect, it } from 'vitest';
import { bothForms } from '../bothForms';
import { logIn, parseHtml, rowCompanies, startAdminForTest } from './startAdmin';

describe('the inbox with a firm’s own fields beside the old fixed form', () => {
  it('shows both in the staff inbox, each field under its own label', async () => {
    const { dir, id } = await bothForms();
    const inbox = await startAdminForTest({ dataDir: dir });
    const cookie = await logIn(inbox.app);
    const page = async (url: string) => parseHtml(await inbox.app.inject({ method: 'GET', url, headers: { cookie } }));
    const list = await page('/admin');
    expect(rowCompanies(list)).toEqual(['김하늘', '(주)옛소재']);
    const headings = [...list.querySelectorAll('thead th[scope="col"]')].map((cell) => cell.textContent);
    expect(headings).toEqual(['번호', '접수 시각 (KST)', '보낸 분', '연락처', '이메일', '언어', '내용', '상태']);
    const details = await page(`/admin/inquiries/${id}`);
    const pairs = [...details.querySelectorAll('dl.details dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual(
      expect.arrayContaining([
        ['성함', '김하늘'],
        ['진료 과목', '임플란트'],
        ['문자로 예약 안내 받기', '예'],
        ['증상', '어금니가 흔들립니다.\n지난주부터.'],
      ]),
    );
    const old = await page('/admin/inquiries/1');
    const oldTerms = [...old.querySelectorAll('dl.details dt')].map((term) => term.textContent);
    expect(oldTerms).toEqual(expect.arrayContaining(['회사명', '연락처', '이메일', '문의 내용']));
  });
});
