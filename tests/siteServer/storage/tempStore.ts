import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { onTestFinished } from 'vitest';
import { companionFiles } from '../../../src/siteServer/storage/databaseFile';
import type {
  InquiryStore,
  NewInquiry,
  StoredAnswer,
  StoredInquiry,
} from '../../../src/siteServer/storage/InquiryStore';
import { inquiryDatabaseFile, openInquiryStore } from '../../../src/siteServer/storage/openInquiryStore';

/** A fresh directory removed when the test ends. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'inquiries-test-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A store in a fresh directory, closed when the test ends. */
export async function tempStore(): Promise<{ dir: string; store: InquiryStore }> {
  const dir = await tempDir();
  const store = openInquiryStore(dir);
  onTestFinished(() => store.close());
  return { dir, store };
}

/** The lab's four fields, as tests of the store, the inbox and the CLI give an inquiry of its form. */
export interface LabAnswers {
  company: string;
  phone: string;
  email: string;
  message: string;
}

/** The lab's answers as stored, under its form's labels. */
export function labFields({ company, phone, email, message }: LabAnswers): StoredAnswer[] {
  return [
    { key: 'company', type: 'text', label: '회사명', value: company },
    { key: 'phone', type: 'tel', label: '연락처', value: phone },
    { key: 'email', type: 'email', label: '이메일', value: email },
    { key: 'message', type: 'longText', label: '문의 내용', value: message },
  ];
}

/** The stored answer of the field `key` (a test's view of one column of the old fixed form). */
export const answerOf = (inquiry: Pick<StoredInquiry, 'fields'> | undefined, key: string) =>
  inquiry?.fields.find((answer) => answer.key === key)?.value;

/**
 * Overrides that may name the lab's answers as the old fixed columns did: the answers, each given or its
 * default, as stored fields, and the rest as they are.
 */
export function withLabFields<T extends Partial<LabAnswers>>(
  overrides: T,
  defaults: LabAnswers,
): Omit<T, keyof LabAnswers> & { fields: StoredAnswer[] } {
  const { company, phone, email, message, ...rest } = overrides;
  const answers = { company, phone, email, message };
  const given = Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined));
  return { ...rest, fields: labFields({ ...defaults, ...given }) };
}

export type SampleOverrides = Partial<Omit<NewInquiry, 'fields'>> & Partial<LabAnswers>;

export function sampleInquiry(overrides: SampleOverrides = {}): NewInquiry {
  return {
    page: '/introduce',
    clientAddress: '203.0.113.77',
    ...withLabFields(overrides, {
      company: '(주)한빛소재',
      phone: '010-1234-5678',
      email: 'kim@hanbit.example',
      message: '시료의 표면 오염 원인을 분석하고 싶습니다.',
    }),
  };
}

/** `days` days (and optionally hours) before `from`. */
export function daysBefore(from: Date, days: number, hours = 0): Date {
  return new Date(from.getTime() - (days * 24 + hours) * 60 * 60 * 1000);
}

/**
 * Adds `count` inquiries of about 500 bytes each to the database in `dir` (created if missing) in one
 * statement: the store's add syncs every row to disk, far too slow for a database of many pages.
 */
export function addBulkInquiries(dir: string, count: number): void {
  openInquiryStore(dir).close();
  const db = new Database(join(dir, inquiryDatabaseFile));
  try {
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO inquiries (received_at, fields, client_hash, receipt_token)
       SELECT '2026-11-23T05:05:00.000Z', json_array(json_object('key', 'company', 'type', 'text', 'label', '회사명', 'value', '(주)시험 ' || i),
         json_object('key', 'message', 'type', 'longText', 'label', '문의 내용', 'value', printf('%.400c', 'x'))),
         hex(randomblob(32)), lower(hex(randomblob(16))) FROM n`,
    ).run(count);
  } finally {
    db.close();
  }
}

/** Every byte SQLite keeps on disk for a database: the file, its WAL and its shared-memory index (missing ones count as empty). */
export function databaseFileBytes(file: string): Buffer {
  return Buffer.concat(
    [file, ...companionFiles(file)].map((path) => {
      try {
        return readFileSync(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return Buffer.alloc(0);
        throw error;
      }
    }),
  );
}
