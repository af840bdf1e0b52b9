// @vitest-environment jsdom
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addInquiries, logIn, parseHtml, postForm, startAdmin, type RunningInbox } from './startAdmin';

let inbox: RunningInbox;
beforeAll(async () => {
  inbox = await startAdmin();
});
afterAll(() => inbox.close());

it('tells staff when a reader kept the deleted text in the file for now', { timeout: 20_000 }, async () => {
  const session = await logIn(inbox.app);
  const [inquiry] = addInquiries(inbox.store, [{ company: '읽는중' }]);
  const reader = new Database(inbox.store.file);
  let deleted;
  try {
    // Another program's open read (a backup, the CLI) holds the snapshot the checkpoint would overwrite.
    reader.exec('BEGIN');
    reader.prepare('SELECT count(*) FROM inquiries').get();
    deleted = await postForm(
      inbox.app,
      `/admin/inquiries/${inquiry?.id}/delete`,
      { confirm: 'delete' },
      { cookie: session },
    );
  } finally {
    reader.close();
  }
  expect(deleted.statusCode).toBe(303);
  expect(inbox.store.get(inquiry?.id ?? 0)).toBeUndefined();
  const notice = deleted.cookies.find((item) => item.name === 'admin_notice');
  const list = await inbox.app.inject({
    method: 'GET',
    url: '/admin',
    headers: { cookie: `${session}; admin_notice=${notice?.value}` },
  });
  expect(parseHtml(list).querySelector('[role="status"]')?.textContent).toBe(
    `문의 ${inquiry?.id}번을 삭제했습니다. 다만 백업 같은 다른 작업이 데이터베이스를 읽고 있어 파일에 남은 내용은 다음 삭제 때나 서버를 다시 시작할 때 지워집니다.`,
  );
});
