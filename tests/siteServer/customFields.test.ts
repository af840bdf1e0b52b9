// A clinic's own fields through the server's path (checkInquiry, storedAnswers, the store), beside an inquiry the
// old fixed form left in a database of the previous release: the lab's mail and the CLI show both.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inquiryMail } from '../../src/siteServer/mail/inquiryMail';
import { openInquiryStore } from '../../src/siteServer/storage/openInquiryStore';
import { clinicStored } from '../fixtures/inquiry-fields/clinicVisit';
import { bothForms } from './bothForms';
import { runCli } from './cli/runInquiriesCli';

describe('a firm’s own fields beside the old fixed form', () => {
  it('keeps each field with its label and a choice as its option’s label', async () => {
    const { dir, id } = await bothForms();
    const store = openInquiryStore(dir);
    try {
      expect(store.get(id)?.fields).toEqual(clinicStored);
      const mail = inquiryMail(store.get(id)!, '하늘치과');
      expect(mail.subject).toBe('[웹사이트 문의] 김하늘 — 접수 번호 2');
      expect(mail.text).toContain(
        '성함: 김하늘\n휴대전화: +82 10-1234-5678\n희망 날짜: 12월 3일 오전\n진료 과목: 임플란트\n문자로 예약 안내 받기: 예\n\n증상:\n어금니가 흔들립니다.\n지난주부터.\n',
      );
    } finally {
      store.close();
    }
  });

  it('lists, shows and exports both in the CLI', async () => {
    const { dir, id } = await bothForms();
    const list = await runCli(['list'], { dataDir: dir });
    const lines = list.stdout.split('\n');
    expect(lines[0]).toMatch(/^번호\s+접수 시각\(KST\)\s+보낸 분\s+연락처\s+처리\s+메일$/);
    expect(lines[2]).toMatch(/^2\s+2026-11-25 11:00\s+김하늘\s+\+82 10-1234-5678\s+미처리/);
    expect(lines[3]).toMatch(/^1\s+2026-11-20 10:00\s+\(주\)옛소재\s+02-123-4567\s+미처리/);
    const shown = await runCli(['show', String(id)], { dataDir: dir });
    expect(shown.stdout).toContain('언어: 한국어\n성함: 김하늘\n휴대전화: +82 10-1234-5678\n');
    expect(shown.stdout).toContain('진료 과목: 임플란트\n문자로 예약 안내 받기: 예\n');
    expect(shown.stdout).toContain('\n\n증상:\n어금니가 흔들립니다.\n지난주부터.\n');
    const old = await runCli(['show', '1'], { dataDir: dir });
    expect(old.stdout).toContain('회사명: (주)옛소재\n연락처: 02-123-4567\n이메일: old@lab.example\n');
    const file = join(dir, 'both.csv');
    expect((await runCli(['export', '--csv', file], { dataDir: dir })).code).toBe(0);
    const [header, clinic, lab] = (await readFile(file, 'utf8')).replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      '번호,접수 시각(KST),보낸 페이지,언어,성함,휴대전화,희망 날짜,진료 과목,증상,문자로 예약 안내 받기,회사명,연락처,이메일,문의 내용,처리 시각,처리한 사람,메일 상태,내부 메모',
    );
    expect(clinic).toContain(
      ',김하늘,\'+82 10-1234-5678,12월 3일 오전,임플란트,"어금니가 흔들립니다.\n지난주부터.",예,,,,,',
    );
    expect(lab).toContain(',,,,,,,(주)옛소재,02-123-4567,old@lab.example,"예전 문의\n둘째 줄",');
  });
});
