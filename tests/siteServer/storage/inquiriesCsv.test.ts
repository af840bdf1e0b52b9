import { describe, expect, it } from 'vitest';
import type { StoredInquiry } from '../../../src/siteServer/storage/InquiryStore';
import { withLabFields, type LabAnswers } from '../storage/tempStore';
import { inquiriesCsv } from '../../../src/siteServer/storage/inquiriesCsv';

function inquiry(overrides: Partial<StoredInquiry> & Partial<LabAnswers>): StoredInquiry {
  return {
    id: 1,
    receivedAt: '2026-11-23T05:05:00.000Z',
    page: '/introduce',
    language: 'ko',
    clientHash: 'f'.repeat(64),
    handledAt: null,
    handledBy: null,
    mail: {
      status: 'sent',
      attempts: 1,
      nextAttemptAt: null,
      lastError: null,
      lastErrorCode: null,
      lastErrorServer: null,
      sentAt: '2026-11-23T05:05:01.000Z',
    },
    memo: '',
    memoUpdatedAt: null,
    receipt: '0123456789abcdef0123456789abcdef',
    ...withLabFields(overrides, {
      company: '(주)한빛소재',
      phone: '010-1234-5678',
      email: 'kim@hanbit.example',
      message: '표면 분석 문의',
    }),
  };
}

describe('inquiriesCsv', () => {
  it('starts with a UTF-8 byte order mark and keeps Korean intact', () => {
    const bytes = Buffer.from(inquiriesCsv([inquiry({})]), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(
      text.startsWith(
        '번호,접수 시각(KST),보낸 페이지,언어,회사명,연락처,이메일,문의 내용,처리 시각,처리한 사람,메일 상태,내부 메모\r\n',
      ),
    ).toBe(true);
    expect(text).toContain(
      '1,2026-11-23 14:05,/introduce,한국어,(주)한빛소재,010-1234-5678,kim@hanbit.example,표면 분석 문의,,,발송됨,\r\n',
    );
  });

  it('ends every record with CRLF and quotes commas, quotes and line breaks inside a cell', () => {
    const csv = inquiriesCsv([inquiry({ company: '가나, "다라"', message: '첫 줄\n둘째 줄' })]);
    expect(csv).toContain(',"가나, ""다라""",');
    expect(csv).toContain(',"첫 줄\n둘째 줄",');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace('첫 줄\n', '').split('\r\n')).toHaveLength(3);
  });

  it('quotes a cell with a semicolon, which Excel with a European list separator would split', () => {
    const record = inquiriesCsv([inquiry({ company: '가람; 나래', message: 'a;b' })]).split('\r\n')[1];
    expect(record).toBe(
      '1,2026-11-23 14:05,/introduce,한국어,"가람; 나래",010-1234-5678,kim@hanbit.example,"a;b",,,발송됨,',
    );
  });

  it('puts the internal memo in its own last column', () => {
    const record = inquiriesCsv([
      inquiry({ memo: '김 과장 통화, 견적 30만 원', memoUpdatedAt: '2026-11-24T01:00:00.000Z' }),
    ]).split('\r\n')[1];
    expect(record).toMatch(/,발송됨,"김 과장 통화, 견적 30만 원"$/);
  });

  it('prefixes a cell Excel would run as a formula with an apostrophe', () => {
    const csv = inquiriesCsv([
      inquiry({
        company: '=HYPERLINK("http://evil.example","클릭")',
        phone: '+82-10-1234-5678',
        email: '@SUM(A1)',
        message: '-2+3',
      }),
    ]);
    const record = csv.split('\r\n')[1];
    expect(record).toBe(
      `1,2026-11-23 14:05,/introduce,한국어,"'=HYPERLINK(""http://evil.example"",""클릭"")",'+82-10-1234-5678,'@SUM(A1),'-2+3,,,발송됨,`,
    );
  });

  it('shows handled time in Korea time and the mail state in words', () => {
    const csv = inquiriesCsv([
      inquiry({
        id: 2,
        page: null,
        handledAt: '2026-11-23T15:30:00.000Z',
        handledBy: '김연구',
        mail: {
          status: 'unsent',
          attempts: 3,
          nextAttemptAt: null,
          lastError: 'x',
          lastErrorCode: null,
          lastErrorServer: null,
          sentAt: null,
        },
      }),
      inquiry({
        id: 3,
        mail: {
          status: 'unsent',
          attempts: 0,
          nextAttemptAt: null,
          lastError: null,
          lastErrorCode: null,
          lastErrorServer: null,
          sentAt: null,
        },
      }),
    ]);
    const [, second, third] = csv.split('\r\n');
    expect(second).toMatch(/^2,2026-11-23 14:05,,.*,2026-11-24 00:30,김연구,실패 3회,$/);
    expect(third).toMatch(/,대기,$/);
  });

  it('writes only the header for no inquiries', () => {
    expect(inquiriesCsv([]).split('\r\n')).toHaveLength(2);
  });
});
