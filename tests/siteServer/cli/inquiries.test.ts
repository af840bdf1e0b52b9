import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';
import type { NewInquiry } from '../../../src/siteServer/storage/InquiryStore';
import { startSmtpTestServer } from '../mail/smtpTestServer';
import { runCli } from './runInquiriesCli';
import { answerOf, daysBefore, sampleInquiry, tempDir } from '../storage/tempStore';

async function seed(dataDir: string, inquiries: [NewInquiry, Date][]): Promise<number[]> {
  const store = openInquiryStore(dataDir);
  try {
    return inquiries.map(([inquiry, at]) => store.add(inquiry, at).id);
  } finally {
    store.close();
  }
}

function readStore<T>(dataDir: string, read: (store: ReturnType<typeof openInquiryStore>) => T): T {
  const store = openInquiryStore(dataDir);
  try {
    return read(store);
  } finally {
    store.close();
  }
}

const now = new Date();

describe('npm run inquiries', () => {
  it('lists newest first as a table, searches and limits', async () => {
    const dataDir = await tempDir();
    const [older, newer] = await seed(dataDir, [
      [sampleInquiry({ company: '대한화학', phone: '02-555-0100' }), new Date('2026-11-23T05:05:00.000Z')],
      [sampleInquiry({ company: 'Acme Korea', message: 'XPS 문의' }), new Date('2026-11-24T06:30:00.000Z')],
    ]);
    const all = await runCli(['list'], { dataDir });
    expect(all).toMatchObject({ code: 0, stderr: `데이터베이스: ${join(dataDir, 'inquiries.sqlite')}\n` });
    const lines = all.stdout.split('\n');
    expect(lines[0]).toMatch(/^번호\s+접수 시각\(KST\)\s+회사명\s+연락처\s+처리\s+메일$/);
    expect(lines[2]).toMatch(
      new RegExp(`^${newer}\\s+2026-11-24 15:30\\s+Acme Korea\\s+010-1234-5678\\s+미처리\\s+대기$`),
    );
    expect(lines[3]).toMatch(new RegExp(`^${older}\\s+2026-11-23 14:05\\s+대한화학\\s+02-555-0100\\s+미처리\\s+대기$`));
    expect(all.stdout).toContain('전체 2건 중 2건');

    const searched = await runCli(['list', '--search', 'xps'], { dataDir });
    expect(searched.stdout).toContain('Acme Korea');
    expect(searched.stdout).not.toContain('대한화학');
    expect((await runCli(['list', '--limit', '1'], { dataDir })).stdout).toContain('전체 2건 중 1건');
    expect((await runCli(['list', '--search', '없는 회사'], { dataDir })).stdout).toContain(
      '"없는 회사"이(가) 들어간 문의가 없습니다.',
    );
  });

  it('lists and shows an international number with its extension whole, as typed', async () => {
    const dataDir = await tempDir();
    const phone = '+44 (0)20 7946 0958 extension 123456';
    const [id] = await seed(dataDir, [[sampleInquiry({ phone }), new Date('2026-11-23T05:05:00.000Z')]]);
    const listed = await runCli(['list'], { dataDir });
    expect(listed.stdout.split('\n')[2]).toMatch(
      new RegExp(`^${id}\\s+2026-11-23 14:05\\s+\\S.*\\s+${phone.replace(/[()+]/g, '\\$&')}\\s+미처리\\s+대기$`),
    );
    expect((await runCli(['show', String(id)], { dataDir })).stdout).toContain(`연락처: ${phone}\n`);
  });

  it('shows one inquiry in full, and says so when there is none', async () => {
    const dataDir = await tempDir();
    const [id] = await seed(dataDir, [
      [sampleInquiry({ message: '첫 줄\n둘째 줄' }), new Date('2026-11-23T05:05:00.000Z')],
    ]);
    const shown = await runCli(['show', String(id)], { dataDir });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(
      `번호: ${id}\n접수 시각: 2026-11-23 14:05 (KST)\n보낸 페이지: /introduce\n언어: 한국어\n회사명: (주)한빛소재`,
    );
    expect(shown.stdout).toContain('메일: 대기');
    expect(shown.stdout).toContain('문의 내용:\n첫 줄\n둘째 줄');
    expect(shown.stdout).toContain('\n\n내부 메모: 없음');
    expect(shown.stdout).not.toContain('203.0.113.77');
    const missing = await runCli(['show', '999'], { dataDir });
    // What happened, then what to do on a line of its own under the label every tool prints it with.
    expect(missing).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        '문의 999번이 없습니다.\n  도움말: 번호는 npm run inquiries -- list로 확인하세요.',
      ),
    });
    expect((await runCli(['show', 'abc'], { dataDir })).code).toBe(2);
  });

  it('exports every inquiry to a CSV file Excel opens', async () => {
    const dataDir = await tempDir();
    await seed(dataDir, [
      [sampleInquiry({ company: '=cmd|calc', message: '따옴표 "안" 쉼표, 끝' }), now],
      [sampleInquiry(), now],
    ]);
    const file = join(dataDir, '문의.csv');
    const result = await runCli(['export', '--csv', file], { dataDir });
    expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining('문의 2건을') });
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text.split('\r\n')).toHaveLength(4);
    expect(text).toContain(`,'=cmd|calc,`);
    expect(text).toContain('"따옴표 ""안"" 쉼표, 끝"');
    expect((await runCli(['export'], { dataDir })).code).toBe(2);
  });

  it('purges inquiries older than inquiryForm.retentionDays', async () => {
    const dataDir = await tempDir();
    const [old, recent] = await seed(dataDir, [
      [sampleInquiry({ company: '오래된 회사' }), daysBefore(now, 31)],
      [sampleInquiry({ company: '최근 회사' }), daysBefore(now, 29)],
    ]);
    const manifest = join(dataDir, 'site.json');
    await writeFile(manifest, JSON.stringify({ site: { name: '연구소' }, inquiryForm: { retentionDays: 30 } }));
    const result = await runCli(['purge', '--manifest', manifest], { dataDir });
    expect(result).toMatchObject({ code: 0, stdout: '보관 기간 30일이 지난 문의 1건을 지웠습니다.\n' });
    expect(
      readStore(dataDir, (store) => [store.get(old!), store.get(recent!)].map((item) => answerOf(item, 'company'))),
    ).toEqual([undefined, '최근 회사']);

    await writeFile(manifest, JSON.stringify({ inquiryForm: {} }));
    const refused = await runCli(['purge', '--manifest', manifest], { dataDir });
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('inquiryForm.retentionDays가 없습니다') });
    const unreadable = await runCli(['purge', '--manifest', join(dataDir, 'none.json')], { dataDir });
    expect(unreadable).toMatchObject({ code: 1, stderr: expect.stringContaining('ENOENT') });
  });

  it('reads the manifest a release carries (server/release.json), as it does for the current release by default', async () => {
    const dataDir = await tempDir();
    await seed(dataDir, [[sampleInquiry({ company: '오래된 회사' }), daysBefore(now, 31)]]);
    const release = join(dataDir, 'release.json');
    const manifest = { site: { name: { ko: '연구소', en: 'Lab' } }, inquiryForm: { retentionDays: 45 } };
    await writeFile(release, JSON.stringify({ manifest, assets: {}, scriptHashes: [] }));
    expect(await runCli(['purge', '--manifest', release], { dataDir })).toMatchObject({
      code: 0,
      stdout: '보관 기간 45일이 지난 문의 0건을 지웠습니다.\n',
    });
  });

  it('resends unsent inquiries through SMTP_URL, and explains when it cannot', async () => {
    const dataDir = await tempDir();
    const [id] = await seed(dataDir, [[sampleInquiry(), now]]);
    const manifest = join(dataDir, 'site.json');
    await writeFile(
      manifest,
      JSON.stringify({ site: { name: '연구소' }, inquiryForm: { mailRecipient: 'lab@kmac-lab.example' } }),
    );

    const noSmtp = await runCli(['resend', '--manifest', manifest], { dataDir });
    expect(noSmtp).toMatchObject({ code: 1, stderr: expect.stringContaining('SMTP_URL 환경 변수가 없어서') });

    const smtp = await startSmtpTestServer();
    await writeFile(join(dataDir, 'no-recipient.json'), JSON.stringify({ inquiryForm: {} }));
    const noRecipient = await runCli(['resend', '--manifest', join(dataDir, 'no-recipient.json')], {
      dataDir,
      env: { SMTP_URL: smtp.url },
    });
    expect(noRecipient).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('inquiryForm.mailRecipient가 없어서'),
    });

    const sent = await runCli(['resend', '--manifest', manifest], { dataDir, env: { SMTP_URL: smtp.url } });
    expect(sent).toMatchObject({ code: 0, stdout: expect.stringContaining('보냄 1건, 실패 0건.') });
    expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([['lab@kmac-lab.example']]);
    expect(readStore(dataDir, (store) => store.get(id!)?.mail.status)).toBe('sent');
    expect((await runCli(['resend', '--manifest', manifest], { dataDir })).stdout).toContain(
      '메일로 보내지 못한 문의가 없습니다.',
    );
  });

  it('prints Korean usage for --help, and exits 2 for a missing or unknown command', async () => {
    const dataDir = await tempDir();
    const help = await runCli(['--help'], { dataDir });
    expect(help).toMatchObject({ code: 0, stdout: expect.stringContaining('npm run inquiries -- <명령>') });
    const missing = await runCli([], { dataDir });
    expect(missing).toMatchObject({ code: 2, stderr: expect.stringContaining('명령을 적으세요.') });
    const unknown = await runCli(['lits'], { dataDir });
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('알 수 없는 명령입니다: lits') });
    expect(unknown.stderr).toContain('npm에서는 명령 앞에 --를 꼭 붙이세요');
    expect((await runCli(['list', '--serch', 'x'], { dataDir })).code).toBe(2);
  });
});
